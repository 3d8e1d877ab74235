// `npm start`'s stack (scripts/lib/stack.mjs) on throw-away ports and data, on its embedded
// PostgreSQL (PGlite) or on a real PostgreSQL 15 (scripts/testing), with Redis as npm start runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startPostgres } from '../../testing/index.mjs';

/**
 * @param {'pglite' | 'postgres'} database
 * @returns {Promise<{ url: string, databaseUrl: string, stop: () => Promise<void> }>}
 */
export async function startLoadStack(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-bench-load-'));
  const pglitePort = await freePort();
  const postgres = database === 'postgres' ? await startPostgres() : null;
  // The stack takes its database from DATABASE_URL: unset, it starts PGlite.
  const previous = process.env.DATABASE_URL;
  if (postgres) process.env.DATABASE_URL = postgres.url;
  else delete process.env.DATABASE_URL;
  const { startStack } = await import('../../lib/stack.mjs');
  const start = async () =>
    startStack({ port: await freePort(), dataDir, pglitePort, redisPort: await freePort(), quiet: true });
  let stack;
  try {
    // Once more on failure: on a shared machine another process can take a free port first.
    stack = await start().catch((error) => {
      console.error(`[bench:load] the stack did not start (${error.message}); trying again`);
      return start();
    });
  } catch (error) {
    await postgres?.stop();
    throw error;
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
  return {
    // Loopback by address: the services listen on 127.0.0.1 only.
    url: stack.url.replace('localhost', '127.0.0.1'),
    databaseUrl: postgres?.url ?? `postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`,
    async stop() {
      await stack.stop();
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
