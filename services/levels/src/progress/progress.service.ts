import { Injectable } from '@nestjs/common';
import type { LevelCompletion as LevelCompletionView, LevelUpdateRequest } from '@pylands/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { LevelCompletion } from './level-completion.entity';

interface CompletionRow {
  student_id: string;
  course_id: string;
  level_slug: string;
  last_status: LevelCompletionView['last_status'];
  last_code_executed: string | null;
  attempts: number;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toView(row: CompletionRow): LevelCompletionView {
  return {
    student_id: row.student_id,
    course_id: row.course_id,
    level_slug: row.level_slug,
    last_status: row.last_status,
    last_code_executed: row.last_code_executed,
    attempts: row.attempts,
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Students' progress per level (levels.level_completions). */
@Injectable()
export class ProgressService {
  constructor(private readonly dataSource: DataSource) {}

  async forCourse(studentId: string, courseId: string): Promise<Map<string, LevelCompletion>> {
    const rows = await this.dataSource.getRepository(LevelCompletion).findBy({ studentId, courseId });
    return new Map(rows.map((row) => [row.levelSlug, row]));
  }

  forLevel(studentId: string, courseId: string, levelSlug: string): Promise<LevelCompletion | null> {
    return this.dataSource.getRepository(LevelCompletion).findOneBy({ studentId, courseId, levelSlug });
  }

  /**
   * Upserts in one statement (concurrent runs cannot lose an attempt). A completed level stays
   * complete: a later run only replaces the code. `attempts` counts run starts (in_progress); the
   * completion that ends a run is not another attempt.
   */
  async record(
    studentId: string,
    update: LevelUpdateRequest,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LevelCompletionView> {
    const rows: CompletionRow[] = await manager.query(
      `INSERT INTO "levels"."level_completions" AS c
         ("student_id", "course_id", "level_slug", "last_status", "last_code_executed", "attempts", "completed_at")
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 = 'in_progress' THEN 1 ELSE 0 END, CASE WHEN $4 = 'complete' THEN now() END)
       ON CONFLICT ("student_id", "course_id", "level_slug") DO UPDATE SET
         "last_status" = CASE WHEN c."last_status" = 'complete' THEN 'complete' ELSE EXCLUDED."last_status" END,
         "last_code_executed" = EXCLUDED."last_code_executed",
         "attempts" = c."attempts" + EXCLUDED."attempts",
         "completed_at" = COALESCE(c."completed_at", EXCLUDED."completed_at"),
         "updated_at" = now()
       RETURNING *`,
      [studentId, update.course_id, update.level_slug, update.last_status, update.last_code_executed],
    );
    return toView(rows[0]);
  }

  /** The saved record of one level, as level/update answers it (null when nothing was saved yet). */
  async view(
    studentId: string,
    courseId: string,
    levelSlug: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LevelCompletionView | null> {
    const rows: CompletionRow[] = await manager.query(
      `SELECT * FROM "levels"."level_completions" WHERE "student_id" = $1 AND "course_id" = $2 AND "level_slug" = $3`,
      [studentId, courseId, levelSlug],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  /** Keeps the code of a completion the replay refused; the status stays what it was (not_started when new). */
  async saveCode(studentId: string, courseId: string, levelSlug: string, code: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "levels"."level_completions" AS c
         ("student_id", "course_id", "level_slug", "last_status", "last_code_executed", "attempts")
       VALUES ($1, $2, $3, 'not_started', $4, 0)
       ON CONFLICT ("student_id", "course_id", "level_slug") DO UPDATE SET
         "last_code_executed" = EXCLUDED."last_code_executed",
         "updated_at" = now()`,
      [studentId, courseId, levelSlug, code],
    );
  }
}
