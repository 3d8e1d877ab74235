import { ForbiddenException, Injectable } from '@nestjs/common';
import { AnonymousVisitors, anonymousSubject, type Identity } from '@pylands/common';
import { loadServerChallenges, type ServerChallenge } from '@pylands/content';
import {
  CHOOSE_STUDENT_TO_PLAY_MESSAGE,
  OUT_OF_ATTEMPTS_MESSAGE,
  type ChallengeList,
  type ChallengeRunStart,
  type ChallengeSubmitResponse,
  type ChallengeView,
} from '@pylands/contracts';
import { checkChallenge, RUN_TIMEOUT_MS } from '@pylands/python-runner';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProgressSignal } from '../achievements/progress-signal';
import { attemptLimitFor } from '../credits/attempt-limits';
import { CreditsService } from '../credits/credits.service';
import { LevelLocks, levelLocked } from '../entitlements/level-locks';
import { ReplayService } from '../replay/replay.service';
import { StudentAccessService } from '../students/student-access.service';
import { challengeLocked, challengeOr404, challengeSummary, challengeView } from './challenge-catalog';
import { ChallengeSolvesService } from './challenge-solves.service';
import { submitVerdicts } from './challenge-verdicts';

/** Who runs code: the session's chosen student, or an anonymous visitor (by the signed cookie). */
type Runner = { studentId: string; subject: string } | { studentId: null; subject: string };

/**
 * Challenges for the session's chosen student (issue 23): the list and a challenge's page with its
 * locks, run starts counted against the day's `challenge` attempts, and submissions checked on the
 * replay pool before anything is recorded.
 */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly locks: LevelLocks,
    private readonly solves: ChallengeSolvesService,
    private readonly credits: CreditsService,
    private readonly replays: ReplayService,
    private readonly students: StudentAccessService,
    private readonly visitors: AnonymousVisitors,
    private readonly progress: ProgressSignal,
  ) {}

  async list(identity: Identity | null): Promise<ChallengeList> {
    const studentId = identity?.student_id ?? null;
    const [entitlements, solved] = await Promise.all([
      this.locks.entitlements(identity, studentId),
      this.solves.solvedSlugs(studentId),
    ]);
    return {
      challenges: loadServerChallenges().map((challenge) =>
        challengeSummary(challenge, {
          solved: solved.has(challenge.slug),
          locked: challengeLocked(challenge, entitlements),
        }),
      ),
      solved_count: solved.size,
    };
  }

  async view(identity: Identity | null, slug: string): Promise<ChallengeView> {
    const challenge = challengeOr404(slug);
    const studentId = identity?.student_id ?? null;
    await this.assertOpen(challenge, identity);
    const row = await this.solves.find(studentId, challenge.slug);
    return challengeView(challenge, { solved: Boolean(row?.solvedAt), last_code: row?.lastCode ?? null });
  }

  /** Counts one attempt before the browser runs the code: 403 past the day's limit (nothing counted). */
  async run(
    identity: Identity | null,
    slug: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ChallengeRunStart> {
    const challenge = challengeOr404(slug);
    const runner = await this.runner(identity, request, reply);
    // Fetched even for a free chapter: they decide the limit (unlimited when entitled).
    const entitlements = await this.locks.entitlements(identity, runner.studentId);
    if (challengeLocked(challenge, entitlements)) throw levelLocked();
    const limit = attemptLimitFor(identity, entitlements);
    const counter = await this.credits.countRun(runner.subject, 'challenge', limit);
    if (counter === null) throw new ForbiddenException(OUT_OF_ATTEMPTS_MESSAGE);
    return { execution_type: 'challenge', counter, limit };
  }

  /**
   * Runs every hidden case on the server's pool (the runner's own per-run time-out). A student's
   * code is kept and a full pass recorded (then told to ProgressSignal); a visitor only gets verdicts.
   */
  async submit(
    identity: Identity | null,
    slug: string,
    code: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ChallengeSubmitResponse> {
    const challenge = challengeOr404(slug);
    const runner = await this.runner(identity, request, reply);
    await this.assertOpen(challenge, identity);
    const tests = { shape: challenge.shape, cases: challenge.tests };
    const check = await this.replays.withRunner(runner.subject, (pool) =>
      checkChallenge(pool, code, tests, { timeoutMs: RUN_TIMEOUT_MS }),
    );
    if (!runner.studentId) return submitVerdicts(check, false);
    const recorded = await this.solves.recordSubmission(runner.studentId, challenge.slug, code, check.passed);
    if (check.passed)
      await this.progress.emit({
        kind: 'challenge',
        student_id: runner.studentId,
        challenge_slug: challenge.slug,
        solved_count: recorded.solvedCount,
      });
    return submitVerdicts(check, recorded.firstSolve);
  }

  /** 402 (the level's message) when the challenge's chapter is locked for this session. */
  private async assertOpen(challenge: ServerChallenge, identity: Identity | null): Promise<void> {
    // A free chapter never asks payments, so its outage never locks one.
    if (!challengeLocked(challenge, { courses: [] })) return;
    const entitlements = await this.locks.entitlements(identity, identity?.student_id ?? null);
    if (challengeLocked(challenge, entitlements)) throw levelLocked();
  }

  /** A signed-in account must have chosen a student to run code (403, as for levels). */
  private async runner(
    identity: Identity | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Runner> {
    if (!identity)
      return { studentId: null, subject: anonymousSubject(this.visitors.identify(request, reply)) };
    if (!identity.student_id) throw new ForbiddenException(CHOOSE_STUDENT_TO_PLAY_MESSAGE);
    await this.students.assertMayPlay(identity);
    return { studentId: identity.student_id, subject: identity.student_id };
  }
}
