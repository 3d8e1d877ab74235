import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  anonymousSubject,
  AnonymousVisitors,
  type Identity,
  RetryLaterException,
  validationError,
} from '@pylands/common';
import type { LevelContent } from '@pylands/content';
import {
  OUT_OF_ATTEMPTS_MESSAGE,
  PROGRESS_REQUIRES_ACCOUNT_MESSAGE,
  type AnonymousRunStart,
  type CompletionVerifyJob,
  type LevelCompletion,
  type LevelUpdateRequest,
} from '@pylands/contracts';
import { isLevelLocked } from '@pylands/content';
import { lineLimitError } from '@pylands/game-engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChapterAccessService } from '../classes/chapter-access.service';
import { attemptLimitFor } from '../credits/attempt-limits';
import { CreditsService } from '../credits/credits.service';
import { LevelLocks, levelLocked } from '../entitlements/level-locks';
import { REPLAY_RETRY_AFTER_SECONDS, REPLAY_UNAVAILABLE_MESSAGE } from '../replay/replay-messages';
import { StudentAccessService } from '../students/student-access.service';
import { CompletionVerifier } from '../verifier/completion-verifier';
import { PendingCompletions } from '../verifier/pending-completions';
import { CompletionRecorder } from './completion-recorder';
import { ProgressService } from './progress.service';

/**
 * level/update behind its checks: run starts are counted against the day's attempts (403 past the
 * limit, not counted), completions over the level's line limit are refused and the others replayed
 * by a verifier before they are recorded, once (422 with the reason otherwise; kept pending while
 * the verifier queue is unreachable), class students stay in their open chapters (403), a
 * level the student is not entitled to is refused (402), anonymous visitors are counted by their signed cookie and save nothing.
 */
@Injectable()
export class LevelUpdateService {
  constructor(
    private readonly progress: ProgressService,
    private readonly credits: CreditsService,
    private readonly verifier: CompletionVerifier,
    private readonly pending: PendingCompletions,
    private readonly recorder: CompletionRecorder,
    private readonly visitors: AnonymousVisitors,
    private readonly students: StudentAccessService,
    private readonly chapters: ChapterAccessService,
    private readonly locks: LevelLocks,
  ) {}

  async forVisitor(
    level: LevelContent,
    update: LevelUpdateRequest,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AnonymousRunStart> {
    // doc 1 §8: a completion's 403 with no user present is the sign-up modal's cue.
    if (update.last_status === 'complete') throw new ForbiddenException(PROGRESS_REQUIRES_ACCOUNT_MESSAGE);
    await this.locks.assertOpen(level, null, null);
    const subject = anonymousSubject(this.visitors.identify(request, reply));
    if (update.last_status === 'not_started') {
      const { counter } = await this.credits.today(subject, 'level');
      return { saved: false, execution_type: 'level', counter };
    }
    const counter = await this.credits.countRun(subject, 'level', attemptLimitFor(null, null));
    if (counter === null) throw new ForbiddenException(OUT_OF_ATTEMPTS_MESSAGE);
    return { saved: false, execution_type: 'level', counter };
  }

  async forStudent(
    identity: Identity,
    level: LevelContent,
    update: LevelUpdateRequest,
  ): Promise<LevelCompletion> {
    const studentId = identity.student_id!;
    await this.students.assertMayPlay(identity);
    await this.chapters.assertOpen(studentId, level);
    // A locked level records nothing: no run counted, no code kept, no completion.
    const entitlements = await this.locks.entitlements(identity, studentId);
    if (isLevelLocked(level, entitlements)) throw levelLocked();
    if (update.last_status === 'in_progress') {
      const limit = attemptLimitFor(identity, entitlements);
      const counted = await this.credits.countRun(studentId, 'level', limit);
      if (counted === null) throw new ForbiddenException(OUT_OF_ATTEMPTS_MESSAGE);
    }
    if (update.last_status === 'complete') return this.complete(studentId, level, update);
    return this.recorder.recordUpdate(studentId, update);
  }

  /**
   * A claimed completion, replayed by a verifier: recorded once when it completes the level. One
   * that cannot be checked now (the queue unreachable or full) is kept pending and answered as
   * saved and being checked (the level is not complete until the sweeper has it verified); 503
   * when the student already has PENDING_PER_STUDENT others pending.
   */
  private async complete(
    studentId: string,
    level: LevelContent,
    update: LevelUpdateRequest,
  ): Promise<LevelCompletion> {
    // The editor's own limit, checked before a replay is spent on it.
    const tooLong = lineLimitError(update.last_code_executed, level.maxLinesOfCode);
    if (tooLong) return this.refuseCompletion(studentId, level, update, tooLong);
    const job: CompletionVerifyJob = {
      student_id: studentId,
      course_id: update.course_id,
      level_slug: level.slug,
      code: update.last_code_executed,
      seed: update.seed,
      answers: update.answers,
    };
    const check = await this.verifier.check(job);
    if (check.outcome === 'pending') {
      if (!(await this.pending.keep(check.key, job)))
        throw new RetryLaterException(503, REPLAY_UNAVAILABLE_MESSAGE, REPLAY_RETRY_AFTER_SECONDS);
      await this.progress.saveCode(studentId, update.course_id, level.slug, update.last_code_executed);
      const saved = await this.progress.view(studentId, update.course_id, level.slug);
      return { ...saved!, verification: 'pending' };
    }
    if (!check.verdict.complete) return this.refuseCompletion(studentId, level, update, check.verdict.reason);
    return this.recorder.recordVerified(studentId, update, check.key);
  }

  /** 422 with the reason; the code is kept (the student does not lose it), the status is not changed. */
  private async refuseCompletion(
    studentId: string,
    level: LevelContent,
    update: LevelUpdateRequest,
    reason: string,
  ): Promise<never> {
    await this.progress.saveCode(studentId, update.course_id, level.slug, update.last_code_executed);
    throw validationError(reason);
  }
}
