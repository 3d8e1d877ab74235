import { Inject, Injectable, Logger } from '@nestjs/common';
import { RetryLaterException } from '@pylands/common';
import type { CompletionVerdict, CompletionVerifyJob } from '@pylands/contracts';
import { ReplayLock } from '../replay/replay-lock';
import {
  ALREADY_CHECKING_MESSAGE,
  REPLAY_RETRY_AFTER_SECONDS,
  REPLAY_UNAVAILABLE_MESSAGE,
} from '../replay/replay-messages';
import { completionKey } from './completion-key';
import { VERIFIER_CONFIG, type VerifierConfig } from './verifier-config';
import { QueueFullError, QueueUnreachableError, VerifierQueue } from './verifier-queue';

/**
 * A completion's check: the verifier's verdict, or 'pending' when it cannot have one now (the
 * queue is unreachable, REPLAY_QUEUE_LIMIT completions already wait, or no verdict came in time).
 */
export type CompletionCheck = { key: string } & (
  { outcome: 'verdict'; verdict: CompletionVerdict } | { outcome: 'pending' }
);

/**
 * A claimed completion's replay through the verifier queue: 429 while another completion of the
 * student is being checked (on any replica; the same completion sent again joins it), 503 with
 * Retry-After when the replay failed. A completion that cannot be checked now is no refusal: with
 * Redis unreachable, with REPLAY_QUEUE_LIMIT completions already waiting (a class pressing Run
 * together) or with no verdict within the wait, the caller keeps it pending and the sweeper has it
 * verified soon after, so a busy moment asks no child to run the level again.
 */
@Injectable()
export class CompletionVerifier {
  private readonly logger = new Logger('CompletionVerifier');

  constructor(
    private readonly lock: ReplayLock,
    private readonly queue: VerifierQueue,
    @Inject(VERIFIER_CONFIG) private readonly verifier: VerifierConfig,
  ) {}

  async check(job: CompletionVerifyJob): Promise<CompletionCheck> {
    const key = completionKey(job);
    let release: (() => Promise<void>) | null;
    try {
      release = await this.lock.acquire(job.student_id, this.verifier.waitMs + 5000, {
        token: key,
        localFallback: false,
      });
    } catch (error) {
      this.logger.warn(`completion kept pending: ${String(error)}`);
      return { key, outcome: 'pending' };
    }
    if (!release) throw new RetryLaterException(429, ALREADY_CHECKING_MESSAGE, REPLAY_RETRY_AFTER_SECONDS);
    try {
      const verdict = await this.queue.verdict(key, job, this.verifier.waitMs, this.verifier.maxWaiting);
      // No verdict within the wait: the job stays queued, and the sweeper's same key joins it.
      return verdict ? { key, outcome: 'verdict', verdict } : { key, outcome: 'pending' };
    } catch (error) {
      if (error instanceof QueueUnreachableError || error instanceof QueueFullError) {
        // A full queue is load, not a fault: logged, not warned.
        if (error instanceof QueueFullError) this.logger.log(`completion kept pending: ${error.message}`);
        else this.logger.warn(`completion kept pending: ${error.message}`);
        return { key, outcome: 'pending' };
      }
    } finally {
      await release();
    }
    throw new RetryLaterException(503, REPLAY_UNAVAILABLE_MESSAGE, REPLAY_RETRY_AFTER_SECONDS);
  }
}
