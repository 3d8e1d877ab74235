import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  RequestContext,
  RequestQueue,
  SERVICE_CONFIG,
  trackQueueDepth,
  within,
  type ServiceConfig,
} from '@pylands/common';
import { TIPS_CONFIG, TIPS_QUEUE, type TipsConfig } from '../config/tips-config';
import type { TipJob, TipJobResult } from './tip-job';

/** Adding a job waits this long for Redis at most: a lost Redis gives the caller its 503 at once. */
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
  private readonly jobs: RequestQueue<TipJob, TipJobResult>;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(TIPS_CONFIG) private readonly tips: TipsConfig,
    private readonly context: RequestContext,
  ) {
    this.jobs = new RequestQueue(TIPS_QUEUE, config);
    // The tips workers' backlog in this service's /metrics (the workers report their job times).
    trackQueueDepth(TIPS_QUEUE, () => this.waiting());
  }

  /** Connects at start: a Redis lost later is then known as lost, and tips fail at once. */
  onModuleInit(): void {
    this.jobs.queue();
  }

  /** Jobs waiting for a worker (the HorizontalPodAutoscaler's signal, also in /api/chatgpt/queue). */
  async waiting(): Promise<number> {
    return this.jobs.queue().getWaitingCount();
  }

  /** The worker's result, or TipTimeoutError / the job's failure. */
  async ask(job: TipJob): Promise<TipJobResult> {
    const queue = this.jobs.queue();
    // BullMQ would wait for the reconnect: with Redis gone, the caller's 503 comes at once.
    if (this.jobs.unreachable()) throw new Error('Redis is unreachable');
    const deadline = Date.now() + this.tips.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TipTimeoutError()), this.tips.timeoutMs);
    });
    let added: Awaited<ReturnType<typeof queue.add>> | undefined;
    try {
      added = await Promise.race([
        within(
          queue.add(job.kind, this.context.jobData(job), {
            attempts: 2,
            removeOnComplete: { age: 60, count: 1000 },
            removeOnFail: { age: 3600, count: 1000 },
          }),
          ADD_TIMEOUT_MS,
          'Redis did not take the job in time',
        ),
        timeout,
      ]);
      const events = this.jobs.events();
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

  onApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }
}
