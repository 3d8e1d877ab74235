import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RequestContext, RequestQueue, SERVICE_CONFIG, within, type ServiceConfig } from '@pylands/common';
import {
  COMPLETION_VERIFY_QUEUE,
  type CompletionVerdict,
  type CompletionVerifyJob,
} from '@pylands/contracts';
import type { Job } from 'bullmq';
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

/**
 * levels' side of the verifier queue: adds a completion's job under its key (the same completion
 * sent again joins the job, or reads the verdict a finished one left) and waits for the verdict.
 */
@Injectable()
export class VerifierQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('VerifierQueue');
  private readonly jobs: RequestQueue<CompletionVerifyJob, CompletionVerdict>;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(VERIFIER_CONFIG) private readonly verifier: VerifierConfig,
    private readonly context: RequestContext,
  ) {
    this.jobs = new RequestQueue(COMPLETION_VERIFY_QUEUE, config);
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
      // A Redis known to be lost: kept pending at once rather than after the enqueue time-out.
      if (this.jobs.unreachable()) throw new Error('Redis is unreachable');
      added = await within(
        this.add(key, job, maxWaiting),
        this.verifier.enqueueTimeoutMs,
        'Redis did not take the job in time',
      );
    } catch (error) {
      if (error instanceof QueueFullError) throw error;
      throw new QueueUnreachableError(error);
    }
    const events = this.jobs.events();
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
    const queue = this.jobs.queue();
    if (
      Number.isFinite(maxWaiting) &&
      !(await queue.getJob(key)) &&
      (await queue.getWaitingCount()) >= maxWaiting
    )
      throw new QueueFullError();
    return queue.add(COMPLETION_VERIFY_QUEUE, this.context.jobData(job), {
      jobId: key,
      // A retry within the hour reads the verdict instead of replaying again.
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: true,
    });
  }

  onApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }
}
