import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createTestDatabase } from '../../../services/common/src/testing/test-servers';
import { REPO_ROOT } from './paths';

const run = promisify(execFile);
const SCHEMAS = ['auth', 'levels', 'tips', 'organizations', 'payments'];

/** Every row of every table of the services' schemas, as text, table by table. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
      [SCHEMAS],
    );
    const out: Record<string, string[]> = {};
    for (const { schema, name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM "${schema}"."${name}" t`,
      );
      out[`${schema}.${name}`] = rows.map((r) => r.row).sort();
    }
    return out;
  } finally {
    await client.end();
  }
}

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('backups: scripts/backup.mjs dump and restore', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pylands-backup-'));
  const dumpFile = path.join(tmp, 'pylands.dump');
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  const env = (url: string) => ({
    ...process.env,
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: tmp,
  });
  const migrate = (svc: string, url: string) =>
    run('node', [`services/${svc}/dist/cli.js`, 'migrate'], { cwd: REPO_ROOT, env: env(url) });
  const backup = (command: string, url: string) =>
    run('node', ['scripts/backup.mjs', command, dumpFile], { cwd: REPO_ROOT, env: env(url) });

  // Five service CLIs start (NestJS and all) on a busy machine: minutes, not Jest's default.
  jest.setTimeout(300_000);

  /** The source: every service's schema made by its migrations CLI, a family added, then dumped. */
  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    const outputs = await Promise.all(SCHEMAS.map((svc) => migrate(svc, source.url)));
    outputs.forEach(({ stdout }, i) =>
      expect(JSON.parse(stdout.trim().split('\n').at(-1) as string)).toMatchObject({
        message: 'migrations applied',
        schema: SCHEMAS[i],
      }),
    );
    const { rows } = await sql(
      source.url,
      `INSERT INTO auth.users (email, password_hash) VALUES ('parent@example.org', 'argon2-hash') RETURNING id`,
    );
    await sql(source.url, `INSERT INTO auth.students (parent_id, username) VALUES ($1, 'Ada')`, [rows[0].id]);
    await backup('dump', source.url);
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  test('a database made by every service’s migrations, with a family in it, comes back whole in a new database', async () => {
    const before = await snapshot(source.url);
    expect(Object.keys(before).length).toBeGreaterThan(SCHEMAS.length * 2);
    expect(before['auth.students']).toEqual([expect.stringContaining('Ada')]);

    await backup('restore', target.url);

    const after = await snapshot(target.url);
    expect(after).toEqual(before);
    // The restored schemas carry their migrations tables: the migrations Job finds nothing to do.
    const { stdout } = await migrate('auth', target.url);
    expect(stdout).toContain('"applied":[]');

    // The comparison sees a difference when there is one.
    await sql(target.url, `UPDATE auth.students SET username = 'Grace'`);
    expect(await snapshot(target.url)).not.toEqual(before);
  });

  test('restoring over a database that already has the tables fails and changes nothing', async () => {
    const before = await snapshot(target.url);
    expect(before['auth.users']).toHaveLength(1);
    await expect(backup('restore', target.url)).rejects.toMatchObject({ code: 1 });
    expect(await snapshot(target.url)).toEqual(before);
  });

  test('without DATABASE_URL or a command it prints its usage', async () => {
    await expect(
      run('node', ['scripts/backup.mjs', 'dump'], { cwd: REPO_ROOT, env: { PATH: process.env.PATH } }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage:') });
  });
});
