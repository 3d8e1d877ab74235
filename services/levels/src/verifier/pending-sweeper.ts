import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { LevelUpdateRequest } from '@pylands/contracts';
import { CompletionRecorder } from '../progress/completion-recorder';
import { PendingCompletions, type PendingCompletion } from './pending-completions';
import { VERIFIER_CONFIG, type VerifierConfig } from './verifier-config';
import { QueueUnreachableError, VerifierQueue } from './verifier-queue';

/** Completions sent to the queue per sweep, at once. */
const BATCH = 8;

/**
 * Sends completions kept pending (the queue unreachable or full) to the verifier queue again, every
 * VERIFIER_SWEEP_MS, in every levels replica: the job id is the completion's key and recording is
 * idempotent, so replicas sweeping the same row replay and record it once. A verified one is
 * recorded (badges and certificates as for any completion); a refused one keeps its reason.
 */
@Injectable()
export class PendingSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingSweeper');
  private timer?: NodeJS.Timeout;
  private sweeping: Promise<void> | null = null;

  constructor(
    @Inject(VERIFIER_CONFIG) private readonly verifier: VerifierConfig,
    private readonly pending: PendingCompletions,
    private readonly queue: VerifierQueue,
    private readonly recorder: CompletionRecorder,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.verifier.sweepMs);
    this.timer.unref();
  }

  /** One sweep at a time; resolves when it is over. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((error: unknown) => this.logger.warn(`sweep failed: ${String(error)}`))
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const due = await this.pending.due(BATCH);
    const outcomes = await Promise.all(due.map((completion) => this.settle(completion)));
    // A full batch all settled: more may wait, sweep on now rather than at the next tick.
    if (due.length === BATCH && outcomes.every(Boolean)) await this.sweepOnce();
  }

  /** true when the completion got its verdict. */
  private async settle({ key, job }: PendingCompletion): Promise<boolean> {
    try {
      const verdict = await this.queue.verdict(key, job, this.verifier.waitMs);
      if (!verdict) {
        await this.pending.tried(key, 'no verdict within the deadline');
        return false;
      }
      if (!verdict.complete) {
        await this.pending.refuse(key, verdict.reason);
        return true;
      }
      const update: LevelUpdateRequest = {
        last_status: 'complete',
        last_code_executed: job.code,
        level_slug: job.level_slug,
        course_id: job.course_id,
        seed: job.seed,
        answers: job.answers,
      };
      await this.recorder.recordVerified(job.student_id, update, key);
      return true;
    } catch (error) {
      if (!(error instanceof QueueUnreachableError)) this.logger.warn(`pending completion: ${String(error)}`);
      await this.pending.tried(key, String(error)).catch(() => undefined);
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
  }
}
