import { Injectable } from '@nestjs/common';
import type { QuizResult, ReportQuiz } from '@pylands/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { QuizResultRow } from './quiz-result.entity';

export function toQuizResult(row: QuizResultRow): QuizResult {
  return {
    course_id: row.courseId,
    chapter_id: row.chapterId,
    best_percent: row.bestPercent,
    passed: row.passed,
    attempts: row.attempts,
    passed_at: row.passedAt ? row.passedAt.toISOString() : null,
  };
}

export function toReportQuiz(row: QuizResultRow): ReportQuiz {
  return { best_percent: row.bestPercent, passed: row.passed, attempts: row.attempts };
}

/** Students' quiz results (`quiz_results`): one row per student and chapter, their best finished attempt. */
@Injectable()
export class QuizResultsService {
  constructor(private readonly dataSource: DataSource) {}

  async resultOf(studentId: string, courseId: string, chapterId: number): Promise<QuizResult | null> {
    const row = await this.dataSource
      .getRepository(QuizResultRow)
      .findOneBy({ studentId, courseId, chapterId });
    return row ? toQuizResult(row) : null;
  }

  /** The chapters of a course whose quiz the student has passed. */
  async passedChapters(studentId: string, courseId: string): Promise<Set<number>> {
    const rows = await this.dataSource
      .getRepository(QuizResultRow)
      .findBy({ studentId, courseId, passed: true });
    return new Set(rows.map((row) => row.chapterId));
  }

  /** Every result of these students in a course (reports). */
  forStudents(studentIds: string[], courseId: string): Promise<QuizResultRow[]> {
    if (studentIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(QuizResultRow).findBy({ studentId: In(studentIds), courseId });
  }

  /**
   * Records a finished attempt: the best score stays, attempts count up, a pass is never undone and
   * its first moment is kept. One statement, so attempts finished at once both count.
   */
  async record(
    manager: EntityManager,
    studentId: string,
    courseId: string,
    chapterId: number,
    percent: number,
    passed: boolean,
  ): Promise<QuizResult> {
    const [row] = await manager.query(
      `INSERT INTO "levels"."quiz_results" AS r
         ("student_id", "course_id", "chapter_id", "best_percent", "passed", "attempts", "passed_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5::boolean, 1, CASE WHEN $5::boolean THEN now() END, now())
       ON CONFLICT ("student_id", "course_id", "chapter_id") DO UPDATE SET
         "best_percent" = GREATEST(r."best_percent", EXCLUDED."best_percent"),
         "passed" = r."passed" OR EXCLUDED."passed",
         "attempts" = r."attempts" + 1,
         "passed_at" = COALESCE(r."passed_at", EXCLUDED."passed_at"),
         "updated_at" = now()
       RETURNING "course_id", "chapter_id", "best_percent", "passed", "attempts", "passed_at"`,
      [studentId, courseId, chapterId, percent, passed],
    );
    return {
      course_id: row.course_id,
      chapter_id: row.chapter_id,
      best_percent: row.best_percent,
      passed: row.passed,
      attempts: row.attempts,
      passed_at: row.passed_at ? new Date(row.passed_at).toISOString() : null,
    };
  }
}
