import { Client, Pool } from 'pg';
import { rawSession } from './testing/raw-client';
import { startSplittingProxy } from './testing/splitting-proxy';

// The database and its server run in the global setup (testing/global-setup.ts).
jest.setTimeout(120_000);

const server = { port: Number(process.env.PGLITE_SERVER_PORT) };
const url = (port: number): string => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
let admin: Client;

beforeAll(async () => {
  admin = await connected();
  await admin.query('CREATE TABLE counters (id int PRIMARY KEY, value int NOT NULL)');
  await admin.query('CREATE TABLE notes (text text NOT NULL)');
});

afterAll(() => admin.end());

beforeEach(async () => {
  await admin.query('DELETE FROM notes; DELETE FROM counters; INSERT INTO counters VALUES (1, 0)');
});

async function connected(port = server.port): Promise<Client> {
  const client = new Client(url(port));
  await client.connect();
  return client;
}

const countNotes = async (client: Client): Promise<number> =>
  Number((await client.query('SELECT count(*) AS n FROM notes')).rows[0].n);

test('clients whose messages arrive in pieces each get the answer to their own query', async () => {
  const proxy = await startSplittingProxy(server.port);
  const clients = await Promise.all([1, 2, 3, 4].map(() => connected(proxy.port)));
  const wrong: string[] = [];
  await Promise.all(
    clients.map(async (client, index) => {
      for (let n = 0; n < 40; n++) {
        // Two different statements, so a Bind that met another client's Parse would show.
        const { rows } =
          index % 2 === 0
            ? await client.query('SELECT $1::int + 1000 AS answer', [n])
            : await client.query("SELECT $1::text || ' apples' AS answer", [String(n)]);
        const expected = index % 2 === 0 ? n + 1000 : `${n} apples`;
        if (rows[0]?.answer !== expected) wrong.push(`${index}/${n}: ${String(rows[0]?.answer)}`);
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  await proxy.close();
  expect(wrong).toEqual([]);
});

test('other clients never see a transaction that is rolled back, and see it once committed', async () => {
  const writer = await connected();
  const reader = await connected();
  await writer.query('BEGIN');
  await writer.query("INSERT INTO notes VALUES ('draft')");
  const duringRolledBack = countNotes(reader);
  await writer.query('ROLLBACK');
  expect(await duringRolledBack).toBe(0);

  await writer.query('BEGIN');
  await writer.query("INSERT INTO notes VALUES ('kept')");
  const duringCommitted = countNotes(reader);
  await writer.query('COMMIT');
  expect(await duringCommitted).toBe(1);
  await Promise.all([writer.end(), reader.end()]);
});

test('read-modify-write transactions from a pool of clients lose no update', async () => {
  const pool = new Pool({ connectionString: url(server.port), max: 4 });
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query('SELECT value FROM counters WHERE id = 1');
        await client.query('UPDATE counters SET value = $1 WHERE id = 1', [rows[0].value + 1]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }),
  );
  const { rows } = await pool.query('SELECT value FROM counters WHERE id = 1');
  await pool.end();
  expect(rows[0].value).toBe(20);
});

test('a client that disconnects inside a transaction has it undone, and the others go on', async () => {
  const staying = await connected();
  const leaving = await connected();
  leaving.on('error', () => undefined);
  await leaving.query('BEGIN');
  await leaving.query("INSERT INTO notes VALUES ('never committed')");
  const seen = countNotes(staying);
  (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  expect(await seen).toBe(0);
  await staying.end();
});

test('a client that leaves halfway through a failing batch does not hold up the next one', async () => {
  const staying = await connected();
  const raw = await rawSession(server.port);
  // An error, and no Sync after it: PostgreSQL skips every message until a Sync comes.
  expect(await raw.parse('SELEC this is not SQL')).toBe('E');
  const answer = staying.query("SELECT 'still here' AS text");
  raw.socket.destroy();
  expect((await answer).rows[0].text).toBe('still here');
  await staying.end();
});
