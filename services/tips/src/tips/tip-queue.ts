import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  createRedisConnection,
  redisUnreachable,
  RequestContext,
  SERVICE_CONFIG,
  within,
  type ServiceConfig,
} from '@pylands/common';
import { Queue, QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { TIPS_CONFIG, TIPS_QUEUE, type TipsConfig } from '../config/tips-config';
import type { TipJob, TipJobResult } from './tip-job';

// Adding a job takes a millisecond with Redis there; past this Redis is not.
const ADD_TIMEOUT_MS = 3000;

export class TipTimeoutError extends Error {
  constructor() {
    super('No tips worker answered in time');
    this.name = 'TipTimeoutError';
  }
}

/**
 * The API's side of the tips queue: adds a job and waits for a worker's result (QueueEvents), for at
 * most the configured time-out. Everything fails fast when Redis is down.
 */
@Injectable()
export class TipQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('TipQueue');
  private publisher?: IORedis;
  private listener?: IORedis;
  private queue?: Queue<TipJob, TipJobResult>;
  private events?: QueueEvents;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(TIPS_CONFIG) private readonly tips: TipsConfig,
    private readonly context: RequestContext,
  ) {}

  /** Connects at start: a Redis lost later is then known as lost, and tips fail at once. */
  onModuleInit(): void {
    this.open();
  }

  private open(): Queue<TipJob, TipJobResult> {
    if (!this.queue) {
      this.publisher = createRedisConnection(this.config.redisUrl, 'publisher');
      this.queue = new Queue<TipJob, TipJobResult>(TIPS_QUEUE, {
        connection: this.publisher,
        prefix: this.config.queuePrefix,
      });
      this.queue.on('error', () => undefined);
    }
    return this.queue;
  }

  /**
   * The listener for finished jobs, made only once a job could be added: a QueueEvents that never
   * reached Redis cannot be closed, and would keep a stopping service alive.
   */
  private listen(): QueueEvents {
    if (!this.events) {
      this.listener = createRedisConnection(this.config.redisUrl, 'worker');
      this.events = new QueueEvents(TIPS_QUEUE, {
        connection: this.listener,
        prefix: this.config.queuePrefix,
      });
      this.events.on('error', () => undefined);
    }
    return this.events;
  }

  /** Jobs waiting for a worker (the HorizontalPodAutoscaler's signal, also in /api/chatgpt/queue). */
  async waiting(): Promise<number> {
    return this.open().getWaitingCount();
  }

  /** The worker's result, or TipTimeoutError / the job's failure. */
  async ask(job: TipJob): Promise<TipJobResult> {
    const queue = this.open();
    // BullMQ would wait for the reconnect: with Redis gone, the caller's 503 comes at once.
    if (redisUnreachable(this.publisher!)) throw new Error('Redis is unreachable');
    const deadline = Date.now() + this.tips.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TipTimeoutError()), this.tips.timeoutMs);
    });
    let added: Awaited<ReturnType<typeof queue.add>> | undefined;
    try {
      added = await Promise.race([
        within(
          queue.add(job.kind, this.context.withRequestId(job), {
            attempts: 2,
            removeOnComplete: { age: 60, count: 1000 },
            removeOnFail: { age: 3600, count: 1000 },
          }),
          ADD_TIMEOUT_MS,
          'Redis did not take the job in time',
        ),
        timeout,
      ]);
      const events = this.listen();
      await Promise.race([events.waitUntilReady(), timeout]);
      // A job that finished before the listener was ready is found by its state. BullMQ's own
      // wait outlives ours by a second, so a late job always ends as our TipTimeoutError.
      return await Promise.race([
        added.waitUntilFinished(events, Math.max(1, deadline - Date.now()) + 1000),
        timeout,
      ]);
    } catch (error) {
      if (added && error instanceof TipTimeoutError) {
        // Nobody waits for it any more: drop it unless a worker already holds it.
        added.remove().catch(() => undefined);
      }
      if (!(error instanceof TipTimeoutError)) this.logger.warn(`tip failed: ${String(error)}`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Closing waits for Redis: bounded, so a service whose Redis is gone still stops.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([this.queue?.close(), this.events?.close()]),
      new Promise((resolve) => (timer = setTimeout(resolve, 2000))),
    ]);
    clearTimeout(timer);
    this.publisher?.disconnect();
    this.listener?.disconnect();
  }
}
