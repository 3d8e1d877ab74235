import { spawn, type ChildProcess } from 'node:child_process';
import { hostname } from 'node:os';
import path from 'node:path';
import { createRedisConnection, pingRedis, type ServiceConfig } from '@pylands/common';
import { forkUntilReady, freePortForTest, stopChild } from '@pylands/common/testing';

const VERIFIER_MAIN = path.join(__dirname, '../dist/verifier-main.js');

export interface VerifierProcess {
  child: ChildProcess;
  /** The name its jobs carry as processedBy. */
  name: string;
}

/** A verifier process (dist/verifier-main.js) on the stack's Redis and queue prefix; resolves once its pool is warm. */
export async function startVerifierProcess(
  config: ServiceConfig,
  env: Record<string, string> = {},
): Promise<VerifierProcess> {
  const child = await forkUntilReady(VERIFIER_MAIN, {
    REDIS_URL: config.redisUrl,
    QUEUE_PREFIX: config.queuePrefix,
    JWT_SECRET: config.jwtSecret,
    LOG_LEVEL: 'silent',
    REPLAY_POOL_SIZE: '1',
    VERIFIER_LOCK_MS: '1000',
    ...env,
  });
  return { child, name: `${hostname()}-${child.pid}` };
}

export const stopProcess = stopChild;

/** A Redis of the test's own, which it may stop and start again on the same port. */
export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePortForTest());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = createRedisConnection(this.url, 'command', 'test-probe');
    try {
      await pingRedis(probe);
    } finally {
      probe.disconnect();
    }
  }

  async down(): Promise<void> {
    if (this.child) await stopProcess(this.child, 'SIGKILL');
    this.child = null;
  }
}
