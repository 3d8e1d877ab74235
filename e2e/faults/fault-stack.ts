import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const root = path.join(__dirname, '../..');

interface TestServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}
interface TestPostgres extends TestServer {
  pause: () => Promise<void>;
  resume: () => Promise<void>;
}
interface Stack {
  url: string;
  stop: () => Promise<void>;
  stopService(name: string): Promise<void>;
  killService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
}

/**
 * A whole stack of the fault spec's own (gateway, services, tips workers) on its own PostgreSQL and
 * Redis, so the spec can kill them without breaking the stack other specs share.
 */
export interface FaultStack {
  url: string;
  /** The environment the services run with (REDIS_URL for the spec's own look at the queues). */
  env: NodeJS.ProcessEnv;
  killRedis(): Promise<void>;
  /** Starts Redis again on the same port (empty: as after a crash without persistence). */
  startRedis(): Promise<void>;
  /** Stops PostgreSQL (its data stays) until startPostgres. */
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  killService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
  /** One SQL query on the stack's database. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The level auth keeps as the student's last played (from level-played events), if any. */
  lastPlayed(studentId: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

export interface FaultStackOptions {
  /** Extra environment for every service (OPENAI_*, TIPS_*). */
  env?: Record<string, string>;
  /** Tips worker processes the stack starts (default 1). */
  tipsWorkers?: number;
}

type Scripts = {
  startStack: (options: Record<string, unknown>) => Promise<Stack>;
  freePort: () => Promise<number>;
  startRedis: (options?: { port?: number }) => Promise<TestServer>;
  startPostgres: () => Promise<TestPostgres>;
};

async function scripts(): Promise<Scripts> {
  const stack = await import(path.join(root, 'scripts/lib/stack.mjs'));
  const processes = await import(path.join(root, 'scripts/lib/processes.mjs'));
  const testing = await import(path.join(root, 'scripts/testing/index.mjs'));
  return {
    startStack: stack.startStack,
    freePort: processes.freePort,
    startRedis: testing.startRedis,
    startPostgres: testing.startPostgres,
  };
}

/** startStack reads its settings from process.env: set them for the call only (other specs share it). */
async function withEnv<T>(env: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    return await work();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export async function startFaultStack(options: FaultStackOptions = {}): Promise<FaultStack> {
  const { startStack, freePort, startRedis, startPostgres } = await scripts();
  const postgres = await startPostgres();
  let redis: TestServer | null = await startRedis();
  const redisPort = redis.port;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-faults-'));
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_FACTOR: '100',
    TIPS_WORKERS: String(options.tipsWorkers ?? 1),
    TIPS_REPLAY: 'off',
    ...options.env,
  };
  const port = await freePort();
  let stack: Stack;
  try {
    stack = await withEnv(env, () => startStack({ port, dataDir, quiet: !process.env.E2E_VERBOSE }));
  } catch (error) {
    await Promise.all([redis.stop(), postgres.stop()]);
    throw error;
  }
  const serviceEnv = { ...process.env, ...env, NODE_ENV: 'production', DATA_DIR: dataDir };
  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    url: `http://localhost:${port}`,
    env: serviceEnv,
    async killRedis() {
      await redis?.stop();
      redis = null;
    },
    async startRedis() {
      redis ??= await startRedis({ port: redisPort });
    },
    stopPostgres: () => postgres.pause(),
    startPostgres: () => postgres.resume(),
    killService: (name) => stack.killService(name),
    startService: (name) => stack.startService(name),
    query,
    async lastPlayed(studentId: string) {
      const rows = await query<{ level_slug: string }>(
        `SELECT "level_slug" FROM "auth"."student_last_played" WHERE "student_id" = $1`,
        [studentId],
      );
      return rows[0]?.level_slug;
    },
    async stop() {
      await stack.stop();
      // A spec that failed with PostgreSQL stopped leaves nothing to stop: its folder still goes.
      await Promise.all([redis?.stop(), postgres.stop().catch(() => undefined)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
