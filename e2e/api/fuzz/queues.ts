import Redis from 'ioredis';

/** BullMQ's key prefix in the stack (QUEUE_PREFIX's default). */
const PREFIX = process.env.QUEUE_PREFIX || 'pylands';

/**
 * Jobs queued or running on the stack's BullMQ queues (delayed ones are the schedules: not counted).
 * A call's after-effects (emails sent and logged, events applied) are done when this is zero.
 */
export class QueueWatch {
  private constructor(private readonly redis: Redis) {}

  static open(): QueueWatch {
    const url = process.env.E2E_REDIS_URL;
    if (!url) throw new Error('E2E_REDIS_URL is not set (global setup starts the stack)');
    return new QueueWatch(new Redis(url, { maxRetriesPerRequest: 1 }));
  }

  async pendingJobs(): Promise<number> {
    let pending = 0;
    for (const state of ['wait', 'active', 'paused']) {
      for (const key of await this.redis.keys(`${PREFIX}:*:${state}`)) pending += await this.redis.llen(key);
    }
    for (const key of await this.redis.keys(`${PREFIX}:*:prioritized`))
      pending += await this.redis.zcard(key);
    return pending;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
