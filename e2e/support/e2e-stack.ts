import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestGoogle } from './google-oauth';
import { startTestControl, type ServiceSwitch } from './test-control';

type StartStack = (
  options: Record<string, unknown>,
) => Promise<ServiceSwitch & { url: string; stop: () => Promise<void> }>;
type StartPostgres = () => Promise<{ url: string; stop: () => Promise<void> }>;

/** Replays that may wait for a free worker in the e2e stack: small, so a test can fill the queue. */
export const E2E_REPLAY_QUEUE_LIMIT = 1;

const scripts = path.join(__dirname, '../../scripts');

/**
 * Starts the same stack as `npm start` on free ports with a fresh data folder: on a real PostgreSQL
 * server (as in production) or, for the smoke run of `npm start`'s default, on embedded PGlite.
 * Emails go over SMTP to a loopback server the specs read through the test control API.
 */
export async function startE2eStack(database: 'postgres' | 'pglite'): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const { startStack } = (await import(path.join(scripts, 'lib/stack.mjs'))) as { startStack: StartStack };
  const { freePort } = (await import(path.join(scripts, 'lib/processes.mjs'))) as {
    freePort: () => Promise<number>;
  };
  const { startPostgres } = (await import(path.join(scripts, 'testing/index.mjs'))) as {
    startPostgres: StartPostgres;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-e2e-'));
  const postgres = database === 'postgres' ? await startPostgres() : null;
  if (postgres) process.env.DATABASE_URL = postgres.url;
  else delete process.env.DATABASE_URL;
  // Every test signs up new families from 127.0.0.1: the per-address limits are raised for the suite.
  process.env.RATE_LIMIT_FACTOR ??= '100';
  process.env.REPLAY_QUEUE_LIMIT = String(E2E_REPLAY_QUEUE_LIMIT);
  const control = await startTestControl();
  process.env.SMTP_URL = control.smtpUrl;
  // Log In with Google against a real OAuth2 server on loopback (the production passport strategy).
  const google = await startTestGoogle();
  process.env.GOOGLE_CLIENT_ID = 'pylands-e2e';
  process.env.GOOGLE_CLIENT_SECRET = 'pylands-e2e-secret';
  process.env.GOOGLE_ISSUER = google.url;
  const port = await freePort();
  const pglitePort = await freePort();
  const redisPort = await freePort();
  // Each service's own port, known to specs that call internal routes directly (never proxied);
  // a suite may choose them itself (AUTH_PORT, …: the observability suite scrapes them).
  const portOf = async (name: string) => Number(process.env[name]) || (await freePort());
  const servicePorts = {
    authPort: await portOf('AUTH_PORT'),
    levelsPort: await portOf('LEVELS_PORT'),
    tipsPort: await portOf('TIPS_PORT'),
    organizationsPort: await portOf('ORGANIZATIONS_PORT'),
    paymentsPort: await portOf('PAYMENTS_PORT'),
  };
  let stack: Awaited<ReturnType<StartStack>>;
  try {
    stack = await startStack({
      port,
      dataDir,
      pglitePort,
      redisPort,
      ...servicePorts,
      quiet: !process.env.E2E_VERBOSE,
    });
  } catch (error) {
    await Promise.all([control.close(), google.stop(), postgres?.stop()]);
    throw error;
  }
  control.attach(stack);
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_CONTROL_URL = control.url;
  process.env.E2E_REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  process.env.E2E_SERVICE_URLS = JSON.stringify(
    Object.fromEntries(
      Object.entries(servicePorts).map(([key, servicePort]) => [
        key.replace(/Port$/, ''),
        `http://127.0.0.1:${servicePort}`,
      ]),
    ),
  );
  // Command-line tools (the staff flag) reach the stack's database and data folder through these.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DATABASE_URL =
    postgres?.url ?? `postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`;
  return async () => {
    await stack.stop();
    await Promise.all([control.close(), google.stop(), postgres?.stop()]);
  };
}
