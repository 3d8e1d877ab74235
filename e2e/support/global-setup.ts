import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestGoogle } from './google-oauth';

type StartStack = (options: Record<string, unknown>) => Promise<{ url: string; stop: () => Promise<void> }>;

/**
 * Starts the same stack as `npm start` (embedded PGlite, local Redis, services, gateway) on free
 * ports with a fresh data folder, so the embedded default is exercised end to end on every run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const stackModule = path.join(__dirname, '../../scripts/lib/stack.mjs');
  const processes = path.join(__dirname, '../../scripts/lib/processes.mjs');
  const { startStack } = (await import(stackModule)) as { startStack: StartStack };
  const { freePort } = (await import(processes)) as { freePort: () => Promise<number> };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-e2e-'));
  // Every test signs up new families from 127.0.0.1: the per-address limits are raised for the suite.
  process.env.RATE_LIMIT_FACTOR ??= '100';
  // Log In with Google against a real OAuth2 server on loopback (the production passport strategy).
  const google = await startTestGoogle();
  process.env.GOOGLE_CLIENT_ID = 'pylands-e2e';
  process.env.GOOGLE_CLIENT_SECRET = 'pylands-e2e-secret';
  process.env.GOOGLE_ISSUER = google.url;
  const port = await freePort();
  const pglitePort = await freePort();
  const stack = await startStack({
    port,
    dataDir,
    pglitePort,
    redisPort: await freePort(),
    quiet: !process.env.E2E_VERBOSE,
  });
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  // Without SMTP_URL the stack writes emails to DATA_DIR/mailbox: specs read them from there.
  process.env.E2E_MAILBOX_DIR = path.join(dataDir, 'mailbox');
  // Command-line tools (the staff flag) reach the stack's database and data folder through these.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DATABASE_URL =
    process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`;
  return async () => {
    await stack.stop();
    await google.stop();
  };
}
