import { Injectable } from '@nestjs/common';
import type { CompletionVerifyJob } from '@pylands/contracts';
import { DataSource } from 'typeorm';

export interface PendingCompletion {
  key: string;
  job: CompletionVerifyJob;
}

interface PendingRow {
  key: string;
  student_id: string;
  course_id: string;
  level_slug: string;
  code: string;
  seed: string | null;
  answers: (boolean | null)[] | null;
}

/**
 * Completions kept in PostgreSQL while the verifier queue is unreachable (levels.pending_completions):
 * shown to the child as saved and being checked, replayed by the sweeper once the queue is back.
 * Recording one deletes its row (CompletionRecorder, in the same transaction); a refused one stays
 * with its reason.
 */
@Injectable()
export class PendingCompletions {
  constructor(private readonly dataSource: DataSource) {}

  /** Idempotent: the same completion sent again while pending stays one row. */
  async keep(key: string, job: CompletionVerifyJob): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "levels"."pending_completions"
         ("key", "student_id", "course_id", "level_slug", "code", "seed", "answers")
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       ON CONFLICT ("key") DO NOTHING`,
      [
        key,
        job.student_id,
        job.course_id,
        job.level_slug,
        job.code,
        job.seed ?? null,
        job.answers ? JSON.stringify(job.answers) : null,
      ],
    );
  }

  /** The oldest completions still waiting for a verdict. */
  async due(limit: number): Promise<PendingCompletion[]> {
    const rows: PendingRow[] = await this.dataSource.query(
      `SELECT "key", "student_id", "course_id", "level_slug", "code", "seed", "answers"
       FROM "levels"."pending_completions" WHERE "status" = 'pending' ORDER BY "created_at" LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      key: row.key,
      job: {
        student_id: row.student_id,
        course_id: row.course_id,
        level_slug: row.level_slug,
        code: row.code,
        ...(row.seed === null ? {} : { seed: Number(row.seed) }),
        ...(row.answers === null ? {} : { answers: row.answers }),
      },
    }));
  }

  /** Still no verdict: counted, with why, for whoever looks at the table. */
  async tried(key: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "levels"."pending_completions" SET "tries" = "tries" + 1, "last_error" = $2 WHERE "key" = $1`,
      [key, error.slice(0, 500)],
    );
  }

  /** The replay did not complete the level: not recorded, the reason kept. */
  async refuse(key: string, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "levels"."pending_completions" SET "status" = 'refused', "reason" = $2, "decided_at" = now()
       WHERE "key" = $1 AND "status" = 'pending'`,
      [key, reason],
    );
  }
}
