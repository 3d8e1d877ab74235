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
import { QueueUnreachableError, VerifierQueue } from './verifier-queue';

/** A completion's check: the verifier's verdict, or 'pending' when the queue could not be reached. */
export type CompletionCheck = { key: string } & (
  { outcome: 'verdict'; verdict: CompletionVerdict } | { outcome: 'pending' }
);

/**
 * A claimed completion's replay through the verifier queue, with level/update's answers of before:
 * 429 while another completion of the student is being checked (on any replica; the same
 * completion sent again joins it), 503 with Retry-After when REPLAY_QUEUE_LIMIT completions already
 * wait for a verifier, when no verdict comes within the deadline or when the replay failed. An unreachable Redis is no refusal: the caller keeps the completion pending.
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
      if (verdict) return { key, outcome: 'verdict', verdict };
    } catch (error) {
      if (error instanceof QueueUnreachableError) {
        this.logger.warn(error.message);
        return { key, outcome: 'pending' };
      }
    } finally {
      await release();
    }
    throw new RetryLaterException(503, REPLAY_UNAVAILABLE_MESSAGE, REPLAY_RETRY_AFTER_SECONDS);
  }
}
