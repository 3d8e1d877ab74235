import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Quiz } from '@pylands/content';
import {
  QUIZ_ALREADY_ANSWERED_MESSAGE,
  QUIZ_ATTEMPT_NOT_FOUND_MESSAGE,
  QUIZ_QUESTION_NOT_FOUND_MESSAGE,
  type QuizAnswerRequest,
  type QuizAnswerResponse,
  type QuizAttempt,
  type QuizResult,
  type QuizScore,
} from '@pylands/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ProgressSignal } from '../achievements/progress-signal';
import { LEVELS_OPTIONS, type LevelsOptions } from '../entitlements/levels-config';
import { checkAnswer } from './quiz-answer-check';
import { QuizResultsService } from './quiz-results.service';

/** Who answers: `subject` owns the attempt; only a student's finished attempt is recorded. */
export interface QuizTaker {
  /** A student id, a signed-in adult's user id, or `anon:<visitor id>`. */
  subject: string;
  /** Set for a student: their finished attempts count in `quiz_results`. */
  studentId: string | null;
}

/** An attempt not finished within a day is gone (a quiz takes minutes; a new try is one click). */
const ATTEMPT_LIFETIME = `interval '1 day'`;

interface AttemptRow {
  subject: string;
  student_id: string | null;
  course_id: string;
  chapter_id: number;
  total: number;
  finished_at: Date | null;
}

/** The score of a finished attempt: percent rounded down, passed at the configured percent. */
export function scoreOf(correct: number, total: number, passPercent: number): QuizScore {
  const percent = Math.floor((correct * 100) / total);
  return { correct, total, percent, passed: percent >= passPercent };
}

/**
 * Quiz attempts: each answer is checked against the content and stored once per question (the
 * primary key refuses a second, also one sent at the same moment); the answer completing the attempt
 * scores it and records a student's result, then tells the progress signal.
 */
@Injectable()
export class QuizAttemptsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly results: QuizResultsService,
    private readonly signal: ProgressSignal,
    @Inject(LEVELS_OPTIONS) private readonly options: LevelsOptions,
  ) {}

  get passPercent(): number {
    return this.options.quizPassPercent;
  }

  async start(taker: QuizTaker, quiz: Quiz): Promise<QuizAttempt> {
    // Expired attempts of anyone are dropped here: starts are rare enough, and the index makes it cheap.
    await this.dataSource.query(
      `DELETE FROM "levels"."quiz_attempts" WHERE "created_at" < now() - ${ATTEMPT_LIFETIME}`,
    );
    const id = randomUUID();
    await this.dataSource.query(
      `INSERT INTO "levels"."quiz_attempts" ("id", "subject", "student_id", "course_id", "chapter_id", "total")
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, taker.subject, taker.studentId, quiz.courseId, quiz.chapterId, quiz.questions.length],
    );
    return { attempt_id: id, total: quiz.questions.length };
  }

  async answer(taker: QuizTaker, quiz: Quiz, request: QuizAnswerRequest): Promise<QuizAnswerResponse> {
    const outcome = await this.dataSource.transaction((manager) =>
      this.answerIn(manager, taker, quiz, request),
    );
    const score = outcome.response.score;
    if (outcome.recorded && taker.studentId && score) {
      await this.signal.emit({
        kind: 'quiz',
        student_id: taker.studentId,
        course_id: quiz.courseId,
        chapter_id: quiz.chapterId,
        passed: score.passed,
      });
    }
    const result =
      outcome.recorded ??
      (taker.studentId ? await this.results.resultOf(taker.studentId, quiz.courseId, quiz.chapterId) : null);
    return { ...outcome.response, result };
  }

  private async answerIn(
    manager: EntityManager,
    taker: QuizTaker,
    quiz: Quiz,
    request: QuizAnswerRequest,
  ): Promise<{ response: Omit<QuizAnswerResponse, 'result'>; recorded: QuizResult | null }> {
    // The attempt's row lock makes its answers one at a time, so exactly one of them finishes it.
    const [attempt]: AttemptRow[] = await manager.query(
      `SELECT "subject", "student_id", "course_id", "chapter_id", "total", "finished_at"
         FROM "levels"."quiz_attempts"
        WHERE "id" = $1 AND "created_at" >= now() - ${ATTEMPT_LIFETIME}
          FOR UPDATE`,
      [request.attempt_id],
    );
    if (
      !attempt ||
      attempt.subject !== taker.subject ||
      attempt.course_id !== quiz.courseId ||
      attempt.chapter_id !== quiz.chapterId
    )
      throw new NotFoundException(QUIZ_ATTEMPT_NOT_FOUND_MESSAGE);
    const question = quiz.questions.find((candidate) => candidate.id === request.question_id);
    if (!question) throw new NotFoundException(QUIZ_QUESTION_NOT_FOUND_MESSAGE);
    const verdict = checkAnswer(quiz, question, request);
    const stored = await manager.query(
      `INSERT INTO "levels"."quiz_answers" ("attempt_id", "question_id", "correct") VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING "question_id"`,
      [request.attempt_id, question.id, verdict.correct],
    );
    if (stored.length === 0) throw new ConflictException(QUIZ_ALREADY_ANSWERED_MESSAGE);
    const [counts] = await manager.query(
      `SELECT count(*)::int AS "answered", count(*) FILTER (WHERE "correct")::int AS "correct"
         FROM "levels"."quiz_answers" WHERE "attempt_id" = $1`,
      [request.attempt_id],
    );
    let score: QuizScore | null = null;
    let recorded: QuizResult | null = null;
    if (counts.answered >= attempt.total && attempt.finished_at === null) {
      await manager.query(`UPDATE "levels"."quiz_attempts" SET "finished_at" = now() WHERE "id" = $1`, [
        request.attempt_id,
      ]);
      score = scoreOf(counts.correct, attempt.total, this.passPercent);
      if (attempt.student_id)
        recorded = await this.results.record(
          manager,
          attempt.student_id,
          quiz.courseId,
          quiz.chapterId,
          score.percent,
          score.passed,
        );
    }
    return {
      response: {
        ...verdict,
        explanation: question.explanation,
        answered: counts.answered,
        total: attempt.total,
        score,
      },
      recorded,
    };
  }
}
