import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  createRedisConnection,
  pingRedis,
  SERVICE_CONFIG,
  within,
  type ServiceConfig,
} from '@pylands/common';
import { randomUUID } from 'crypto';

type Redis = ReturnType<typeof createRedisConnection>;
const CONNECT_WAIT_MS = 2000;

/** Deletes the key only if it still holds our token (a lock that expired may be someone else's now). */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * One replay at a time per student, across every replica of the levels service: a Redis key set
 * with NX and an expiry (a crashed replica's lock ends on its own). If Redis cannot be reached the
 * lock falls back to this process, so a Redis outage does not stop completions.
 */
@Injectable()
export class ReplayLock implements OnApplicationShutdown {
  private readonly logger = new Logger('ReplayLock');
  private connection: Redis | null = null;
  private readonly local = new Set<string>();

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {}

  /**
   * A release function, or null when the student already has a replay running. With `token` (a
   * completion's key) the same completion sent again joins the running one instead (its release
   * does nothing: the first holder releases). `localFallback: false` throws when Redis is
   * unreachable instead of locking in this process.
   */
  async acquire(
    student: string,
    ttlMs: number,
    options: { token?: string; localFallback?: boolean } = {},
  ): Promise<(() => Promise<void>) | null> {
    const key = `${this.config.queuePrefix}:replay-lock:${student}`;
    const token = options.token ?? randomUUID();
    let set: string | null;
    let holder: string | null = null;
    try {
      const redis = await this.connected();
      set = await redis.set(key, token, 'PX', ttlMs, 'NX');
      if (set !== 'OK' && options.token) holder = await redis.get(key);
    } catch (error) {
      if (options.localFallback === false) throw error;
      return this.acquireLocally(student, error as Error);
    }
    if (set !== 'OK') return holder === token ? async () => undefined : null;
    return async () => {
      await this.redis()
        .eval(RELEASE_SCRIPT, 1, key, token)
        .catch((error: Error) => this.logger.warn(`replay lock not released: ${error.message}`));
    };
  }

  private acquireLocally(student: string, error: Error): (() => Promise<void>) | null {
    this.logger.warn(`replay lock in this process only: ${error.message}`);
    if (this.local.has(student)) return null;
    this.local.add(student);
    return async () => {
      this.local.delete(student);
    };
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
    this.connection = null;
  }

  private redis(): Redis {
    this.connection ??= createRedisConnection(this.config.redisUrl, 'publisher');
    return this.connection;
  }

  /** The connection once it is up (it has no offline queue), or an error within CONNECT_WAIT_MS. */
  private async connected(): Promise<Redis> {
    const redis = this.redis();
    if (redis.status === 'ready') return redis;
    await within(pingRedis(redis), CONNECT_WAIT_MS, 'Redis is not reachable');
    return redis;
  }
}
