import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { paddleSignature } from '../../paddle-local/src';
import { eventually, transactionCompleted } from './paddle-helpers';
import { API_KEY, family, startPaymentsStack, WEBHOOK_SECRET, type PaymentsStack } from './stack';
import { freePortForTest } from '@pylands/common/testing';

const MAIN = path.join(__dirname, '../dist/main.js');

let stack: PaymentsStack;
let db: Client;
let port: number;
let child: ChildProcess | null = null;

/** payments as its own process (dist/main.js) on the stack's database, as `npm start` runs it. */
async function startProcess(): Promise<ChildProcess> {
  const started = fork(MAIN, [], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: stack.database.url,
      REDIS_URL: stack.config.redisUrl,
      JWT_SECRET: stack.config.jwtSecret,
      QUEUE_PREFIX: stack.config.queuePrefix,
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '2',
      PAYMENTS_PORT: String(port),
      AUTH_URL: stack.paymentsConfig.authUrl,
      PADDLE_ENVIRONMENT: 'local',
      PADDLE_API_URL: stack.paddle.url,
      PADDLE_API_KEY: API_KEY,
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await eventually(
    () =>
      fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok,
  );
  return started;
}

async function kill(process: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill(signal);
  await exited;
}

beforeAll(async () => {
  stack = await startPaymentsStack();
  // Only the process under test may take events from the inbox.
  await stack.payments.close();
  port = await freePortForTest();
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
});

afterAll(async () => {
  if (child) await kill(child, 'SIGTERM');
  await db?.end();
  await stack?.close();
});

describe('payments killed between receiving a webhook and granting', () => {
  it('answered 200 with the event stored; after a restart the grant is made exactly once', async () => {
    const parent = await family(stack);
    child = await startProcess();
    const event = transactionCompleted(stack, parent.user.user_id, 'python_course');
    const raw = JSON.stringify(event);
    const deliver = () =>
      fetch(`http://127.0.0.1:${port}/api/payment/paddle`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paddle-signature': paddleSignature(WEBHOOK_SECRET, raw),
        },
        body: raw,
      });

    // Hold the purchases table so the grant cannot be written, then deliver: receipt does not need it.
    await db.query('BEGIN');
    await db.query(`LOCK TABLE "payments"."course_purchases" IN ACCESS EXCLUSIVE MODE`);
    const received = await deliver();
    expect(received.status).toBe(200);
    // payments is now applying the event, waiting for the lock: kill it there.
    await eventually(
      () =>
        db.query(
          `SELECT 1 FROM pg_stat_activity WHERE "datname" = current_database() AND "application_name" = 'pylands-payments'
             AND "wait_event_type" = 'Lock'`,
        ),
      (result) => (result.rowCount ?? 0) > 0,
    );
    await kill(child, 'SIGKILL');
    await db.query('ROLLBACK');

    const pending = await db.query(
      `SELECT "processed_at" FROM "payments"."webhook_inbox" WHERE "event_id" = $1`,
      [event.event_id],
    );
    expect(pending.rows).toEqual([{ processed_at: null }]);
    const owned = () =>
      db.query(`SELECT "id" FROM "payments"."course_purchases" WHERE "owner_user_id" = $1`, [
        parent.user.user_id,
      ]);
    expect((await owned()).rows).toEqual([]);

    // Restarted, payments takes up what it had received.
    child = await startProcess();
    const granted = await eventually(owned, (result) => result.rows.length > 0);
    expect(granted.rows).toHaveLength(1);
    // Paddle retries the event it never saw answered... it was answered; a retry anyway is a duplicate.
    const again = await deliver();
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const processed = await db.query(
      `SELECT "processed_at" FROM "payments"."webhook_inbox" WHERE "event_id" = $1`,
      [event.event_id],
    );
    expect(processed.rows[0].processed_at).not.toBeNull();
    const grants = await db.query(
      `SELECT 1 FROM "payments"."ledger" WHERE "action" = 'grant.course' AND "details"->>'user_id' = $1`,
      [parent.user.user_id],
    );
    expect(grants.rowCount).toBe(1);
    expect((await owned()).rows).toHaveLength(1);
  });
});
