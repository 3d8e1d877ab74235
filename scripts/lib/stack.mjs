// The whole Pylands stack on one machine: embedded PostgreSQL (PGlite) unless DATABASE_URL is
// set, a local Redis unless REDIS_URL is set, the services, and the gateway on one port.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './install.mjs';
import { freePort, run, stopAll, stopProcess, waitForHttp, waitForPort } from './processes.mjs';
import { ensureRedis } from './system-deps.mjs';

// A service that has not answered its health check by then is stuck (one that exits fails at once).
const START_TIMEOUT_MS = 300_000;

function jwtSecret(dataDir) {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** A secret generated once into DATA_DIR (the local Paddle's API key and webhook secret). */
function generatedSecret(dataDir, name, prefix) {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, `${prefix}${randomBytes(24).toString('hex')}`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Paddle for payments: with PADDLE_API_KEY, Paddle's sandbox or production (PADDLE_ENVIRONMENT,
 * PADDLE_WEBHOOK_SECRET); without, the local Paddle on loopback with a generated key and secret,
 * posting its webhooks to the gateway as Paddle would.
 */
async function paddleSettings(dataDir, gatewayPort, options) {
  if (process.env.PADDLE_API_KEY) return { env: {}, local: null };
  const port = options.paddlePort ?? Number(process.env.PADDLE_LOCAL_PORT ?? (await freePort()));
  const env = {
    PADDLE_ENVIRONMENT: 'local',
    PADDLE_API_URL: `http://127.0.0.1:${port}`,
    PADDLE_API_KEY: generatedSecret(dataDir, 'paddle-local-api-key', 'pdl_local_apikey_'),
    PADDLE_WEBHOOK_SECRET: generatedSecret(dataDir, 'paddle-local-webhook-secret', 'pdl_ntfset_'),
  };
  return {
    env,
    local: {
      port,
      env: {
        ...env,
        PADDLE_LOCAL_PORT: String(port),
        // Paddle's records survive a restart of npm start, as a real account's do.
        PADDLE_LOCAL_STATE_FILE: path.join(dataDir, 'paddle-local-state.json'),
        PADDLE_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/payment/paddle`,
      },
    },
  };
}

async function startPglite(dataDir, port) {
  // Our server, not PGlite's own: that one interleaved clients' messages in its one session (see
  // libs/pglite-server and docs/decisions.md).
  const server = path.join(ROOT, 'libs/pglite-server/dist/main.js');
  run('pglite', process.execPath, [
    server,
    `--db=${path.join(dataDir, 'pglite')}`,
    `--port=${port}`,
    '--host=127.0.0.1',
  ]);
  await waitForPort(port, 60000);
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

async function startRedis(dataDir, port) {
  ensureRedis();
  run(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir],
    {
      quiet: true,
    },
  );
  await waitForPort(port, 15000);
  return `redis://127.0.0.1:${port}`;
}

/**
 * @param {{ port?: number, dataDir?: string, pglitePort?: number, redisPort?: number, authPort?: number, levelsPort?: number, tipsPort?: number, organizationsPort?: number, paymentsPort?: number, paddlePort?: number, quiet?: boolean }} options
 */
export async function startStack(options = {}) {
  try {
    return await startAll(options);
  } catch (error) {
    // Never leave half a stack running: stop whatever already started.
    await stopAll();
    throw error;
  }
}

async function startAll(options) {
  const dataDir = path.resolve(options.dataDir ?? process.env.DATA_DIR ?? path.join(ROOT, '.data'));
  mkdirSync(dataDir, { recursive: true });
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const embedded = !process.env.DATABASE_URL;
  const databaseUrl =
    process.env.DATABASE_URL ||
    (await startPglite(dataDir, options.pglitePort ?? Number(process.env.PGLITE_PORT ?? 5433)));
  const redisUrl =
    process.env.REDIS_URL ||
    (await startRedis(dataDir, options.redisPort ?? Number(process.env.REDIS_PORT ?? 6380)));
  const authPort = options.authPort ?? Number(process.env.AUTH_PORT ?? (await freePort()));
  const levelsPort = options.levelsPort ?? Number(process.env.LEVELS_PORT ?? (await freePort()));
  const tipsPort = options.tipsPort ?? Number(process.env.TIPS_PORT ?? (await freePort()));
  const organizationsPort =
    options.organizationsPort ?? Number(process.env.ORGANIZATIONS_PORT ?? (await freePort()));
  const paymentsPort = options.paymentsPort ?? Number(process.env.PAYMENTS_PORT ?? (await freePort()));
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret(dataDir),
    DATA_DIR: dataDir,
    AUTH_PORT: String(authPort),
    LEVELS_PORT: String(levelsPort),
    AUTH_URL: `http://127.0.0.1:${authPort}`,
    LEVELS_URL: `http://127.0.0.1:${levelsPort}`,
    TIPS_PORT: String(tipsPort),
    TIPS_URL: `http://127.0.0.1:${tipsPort}`,
    ORGANIZATIONS_PORT: String(organizationsPort),
    ORGANIZATIONS_URL: `http://127.0.0.1:${organizationsPort}`,
    PAYMENTS_PORT: String(paymentsPort),
    PAYMENTS_URL: `http://127.0.0.1:${paymentsPort}`,
    PORT: String(port),
    // PGlite runs one client's batch or transaction at a time: small pools are enough.
    ...(embedded ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '4' } : {}),
  };
  const service = (name) => path.join(ROOT, 'services', name, 'dist/main.js');
  /** Each service's running process and how to start it again (tests stop one to see the outage). */
  const services = new Map();
  const startService = async (name, serviceEnv, healthUrl) => {
    const launch = async () => {
      const child = run(name, process.execPath, [service(name)], { env: serviceEnv, quiet: options.quiet });
      services.set(name, { child, launch });
      await waitForHttp(healthUrl, START_TIMEOUT_MS, child);
    };
    await launch();
  };
  // Migrations run at service start; start one at a time so they never race on one database.
  await startService('auth', env, `http://127.0.0.1:${authPort}/health`);
  await startService('levels', env, `http://127.0.0.1:${levelsPort}/health`);
  // The tips API (2 PostgreSQL connections with PGlite), then TIPS_WORKERS worker processes on its queue.
  const tipsEnv = embedded ? { ...env, DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '2' } : env;
  await startService('tips', tipsEnv, `http://127.0.0.1:${tipsPort}/health`);
  const tipsWorkers = Number(process.env.TIPS_WORKERS ?? 1);
  for (let i = 1; i <= (Number.isInteger(tipsWorkers) && tipsWorkers >= 0 ? tipsWorkers : 1); i++) {
    const worker = path.join(ROOT, 'services/tips/dist/worker-main.js');
    run(`tips-worker-${i}`, process.execPath, [worker], { env, quiet: options.quiet });
  }
  // organizations calls auth (accounts live there); 2 PostgreSQL connections with PGlite.
  const organizationsEnv = embedded ? { ...env, DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '2' } : env;
  await startService('organizations', organizationsEnv, `http://127.0.0.1:${organizationsPort}/health`);
  // payments (2 PostgreSQL connections with PGlite) and, without a Paddle account, the local Paddle.
  const paddle = await paddleSettings(dataDir, port, options);
  if (paddle.local) {
    run('paddle-local', process.execPath, [service('paddle-local')], {
      env: { ...process.env, ...paddle.local.env },
      quiet: options.quiet,
    });
    await waitForPort(paddle.local.port, 30000);
  }
  const paymentsEnv = {
    ...(embedded ? { ...env, DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '2' } : env),
    ...paddle.env,
  };
  await startService('payments', paymentsEnv, `http://127.0.0.1:${paymentsPort}/health`);
  await startService('gateway', env, `http://127.0.0.1:${port}/api/health`);
  return {
    url: `http://localhost:${port}`,
    stop: stopAll,
    /** Stops one service's process (the gateway then answers for it as for an outage). */
    async stopService(name) {
      const entry = services.get(name);
      if (!entry) throw new Error(`no service named ${name}`);
      await stopProcess(entry.child);
    },
    /** Kills one service's process at once (SIGKILL: no graceful close), as a crash would. */
    async killService(name) {
      const entry = services.get(name);
      if (!entry) throw new Error(`no service named ${name}`);
      if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
      const exited = new Promise((resolve) => entry.child.once('exit', resolve));
      entry.child.kill('SIGKILL');
      await exited;
    },
    /** Starts a stopped service again with the same settings and waits for its health check. */
    async startService(name) {
      const entry = services.get(name);
      if (!entry) throw new Error(`no service named ${name}`);
      if (entry.child.exitCode === null && entry.child.signalCode === null) return;
      await entry.launch();
    },
  };
}
