import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntitlementsClient, levelLocked, RetryLaterException, type Identity } from '@pylands/common';
import { FREE_COURSE_ID, getLevel, isFreeLevel, isLevelLocked } from '@pylands/content';
import {
  OUT_OF_ASSISTANT_CREDITS_MESSAGE,
  TIP_FAILED_MESSAGE,
  TIP_TIMED_OUT_MESSAGE,
  type Tip,
} from '@pylands/contracts';
import { AssistantCreditsService, type AssistantType } from '../credits/assistant-credits.service';
import { GivenTipsService } from '../credits/given-tips';
import { AssistantPolicies } from '../credits/assistant-policy';
import { challengeByDescription } from '../tutor/challenge-reference';
import type { TipJob } from './tip-job';
import { TipQueue, TipTimeoutError } from './tip-queue';
import { tipSubjectOf } from './tip-subject';

/** Seconds a caller is asked to wait after a 503. */
const RETRY_AFTER_SECONDS = 10;

/** Spends a credit, has a worker write the tip, and gives the credit back when no tip comes. */
@Injectable()
export class TipsService {
  constructor(
    private readonly credits: AssistantCreditsService,
    private readonly queue: TipQueue,
    private readonly policies: AssistantPolicies,
    private readonly givenTips: GivenTipsService,
    private readonly entitlements: EntitlementsClient,
  ) {}

  async tip(identity: Identity | null, subject: string, job: TipJob): Promise<Tip> {
    const level = job.kind === 'level' ? getLevel(job.request.course_name, job.request.slug) : null;
    if (job.kind === 'level' && !level) throw new NotFoundException('Level not found');
    // One of our challenges is played in its Beginner chapter: the same lock as that chapter's levels.
    const challenge = job.kind === 'challenge' ? challengeByDescription(job.request.description) : undefined;
    const locked = level ?? (challenge && { courseId: FREE_COURSE_ID, chapterId: challenge.chapter });
    const entitlements = await this.entitlements.forSession(identity);
    // No tips on a level the caller may not play: levels' 402, from the same rule (libs/content).
    if (locked && !isFreeLevel(locked) && isLevelLocked(locked, entitlements)) throw levelLocked();
    const type: AssistantType = job.kind === 'level' ? 'level_assistant' : 'challenge_assistant';
    const policy = await this.policies.policyFor(identity, entitlements);
    // Turned off by the school or the parent: the same refusal as no credits left (the play screen offers to ask them).
    if (!policy.enabled) throw new ForbiddenException(OUT_OF_ASSISTANT_CREDITS_MESSAGE);
    const spent = await this.credits.spend(subject, type, policy.limit);
    if (spent === null) throw new ForbiddenException(OUT_OF_ASSISTANT_CREDITS_MESSAGE);
    try {
      // Counted per child and level or challenge: the first tip there teaches, later ones tell.
      const tipSubject = tipSubjectOf(job);
      const earlierTips = await this.givenTips.given(subject, tipSubject);
      const { tip } = await this.queue.ask({ ...job, earlierTips });
      // The tip is given either way; a lost count only means the next tip teaches again.
      await this.givenTips.count(subject, tipSubject).catch(() => undefined);
      return tip;
    } catch (error) {
      await this.credits.refund(subject, type).catch(() => undefined);
      throw new RetryLaterException(
        503,
        error instanceof TipTimeoutError ? TIP_TIMED_OUT_MESSAGE : TIP_FAILED_MESSAGE,
        RETRY_AFTER_SECONDS,
      );
    }
  }
}
