import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  createRedisConnection,
  RequestContext,
  SERVICE_CONFIG,
  within,
  type ServiceConfig,
} from '@pylands/common';
import {
  COMPLETION_VERIFY_QUEUE,
  type CompletionVerdict,
  type CompletionVerifyJob,
} from '@pylands/contracts';
import { Queue, QueueEvents, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import { VERIFIER_CONFIG, type VerifierConfig } from './verifier-config';

/** The verdict, or null when no verdict came within the wait (the job may still run). */
export type QueuedVerdict = CompletionVerdict | null;

/** Thrown when the queue cannot take the job (Redis unreachable): the completion is kept pending. */
export class QueueUnreachableError extends Error {
  constructor(cause: unknown) {
    super(`the verifier queue is unreachable: ${String(cause)}`);
    this.name = 'QueueUnreachableError';
  }
}

/** Thrown when as many completions as may wait already wait for a verifier (503, as a full replay pool). */
export class QueueFullError extends Error {
  constructor() {
    super('too many completions wait for a verifier');
    this.name = 'QueueFullError';
  }
}

/** A slice of the wait: a finish notice missed (the listener was still connecting) is found by the job's state. */
const WAIT_SLICE_MS = 2000;
const CLOSE_TIMEOUT_MS = 2000;

/**
 * levels' side of the verifier queue: adds a completion's job under its key (the same completion
 * sent again joins the job, or reads the verdict a finished one left) and waits for the verdict.
 */
@Injectable()
export class VerifierQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('VerifierQueue');
  private publisher?: IORedis;
  private listener?: IORedis;
  private queue?: Queue<CompletionVerifyJob, CompletionVerdict>;
  private events?: QueueEvents;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(VERIFIER_CONFIG) private readonly verifier: VerifierConfig,
    private readonly context: RequestContext,
  ) {}

  private open(): Queue<CompletionVerifyJob, CompletionVerdict> {
    if (!this.queue) {
      this.publisher = createRedisConnection(this.config.redisUrl, 'publisher', 'verifier-queue');
      this.queue = new Queue<CompletionVerifyJob, CompletionVerdict>(COMPLETION_VERIFY_QUEUE, {
        connection: this.publisher,
        prefix: this.config.queuePrefix,
      });
      this.queue.on('error', () => undefined);
    }
    return this.queue;
  }

  /** Made once a job could be added: a QueueEvents that never reached Redis would keep a stopping service alive. */
  private listen(): QueueEvents {
    if (!this.events) {
      this.listener = createRedisConnection(this.config.redisUrl, 'worker', 'verifier-events');
      this.events = new QueueEvents(COMPLETION_VERIFY_QUEUE, {
        connection: this.listener,
        prefix: this.config.queuePrefix,
      });
      this.events.on('error', () => undefined);
    }
    return this.events;
  }

  /**
   * Adds the job (QueueUnreachableError when Redis does not take it within the enqueue time-out),
   * then waits up to `waitMs` for its verdict; a failed job (its replay failed, or its worker died
   * twice) is removed, so a retry replays again, and throws.
   */
  async verdict(
    key: string,
    job: CompletionVerifyJob,
    waitMs: number,
    maxWaiting = Infinity,
  ): Promise<QueuedVerdict> {
    const deadline = Date.now() + waitMs;
    let added: Job<CompletionVerifyJob, CompletionVerdict>;
    try {
      added = await within(
        this.add(key, job, maxWaiting),
        this.verifier.enqueueTimeoutMs,
        'Redis did not take the job in time',
      );
    } catch (error) {
      if (error instanceof QueueFullError) throw error;
      throw new QueueUnreachableError(error);
    }
    const events = this.listen();
    while (Date.now() < deadline) {
      const slice = Math.min(WAIT_SLICE_MS, deadline - Date.now());
      try {
        return await added.waitUntilFinished(events, Math.max(1, slice));
      } catch (error) {
        if (!/timed out before finishing/.test(String(error))) {
          this.logger.warn(`verification failed: ${String(error)}`);
          throw error;
        }
      }
    }
    return null;
  }

  /** QueueFullError when `maxWaiting` jobs already wait (a job of this completion may always be joined). */
  private async add(
    key: string,
    job: CompletionVerifyJob,
    maxWaiting: number,
  ): Promise<Job<CompletionVerifyJob, CompletionVerdict>> {
    const queue = this.open();
    if (
      Number.isFinite(maxWaiting) &&
      !(await queue.getJob(key)) &&
      (await queue.getWaitingCount()) >= maxWaiting
    )
      throw new QueueFullError();
    return queue.add(COMPLETION_VERIFY_QUEUE, this.context.withRequestId(job), {
      jobId: key,
      // A retry within the hour reads the verdict instead of replaying again.
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: true,
    });
  }

  /** Jobs waiting for a verifier (the autoscaler's signal). */
  async waiting(): Promise<number> {
    return this.open().getWaitingCount();
  }

  async onApplicationShutdown(): Promise<void> {
    // Closing waits for Redis: bounded, so a service whose Redis is gone still stops.
    await within(Promise.allSettled([this.queue?.close(), this.events?.close()]), CLOSE_TIMEOUT_MS).catch(
      () => undefined,
    );
    this.publisher?.disconnect();
    this.listener?.disconnect();
  }
}
