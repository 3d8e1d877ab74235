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
 * Completions a student may have waiting in PostgreSQL at once. A class's child has one or two
 * (the level just won, maybe the one before); a script sending endless made-up completions while
 * the queue is full or down gets no more replays queued for later than this.
 */
export const PENDING_PER_STUDENT = 5;

/**
 * Completions kept in PostgreSQL while they cannot be verified at once (levels.pending_completions:
 * the verifier queue unreachable or full): shown to the child as saved and being checked, replayed
 * by the sweeper. Recording one deletes its row (CompletionRecorder, in the same transaction); a
 * refused one stays with its reason.
 */
@Injectable()
export class PendingCompletions {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Idempotent: the same completion sent again while pending stays one row. false when the student
   * already has PENDING_PER_STUDENT other completions pending (nothing kept).
   */
  async keep(key: string, job: CompletionVerifyJob): Promise<boolean> {
    const kept: unknown[] = await this.dataSource.query(
      `WITH "inserted" AS (
         INSERT INTO "levels"."pending_completions"
           ("key", "student_id", "course_id", "level_slug", "code", "seed", "answers")
         SELECT $1, $2, $3, $4, $5, $6, $7::jsonb
         WHERE (SELECT count(*) FROM "levels"."pending_completions"
                WHERE "student_id" = $2 AND "status" = 'pending' AND "key" <> $1) < $8
         ON CONFLICT ("key") DO NOTHING
         RETURNING "key")
       SELECT "key" FROM "inserted"
       UNION ALL SELECT "key" FROM "levels"."pending_completions" WHERE "key" = $1`,
      [
        key,
        job.student_id,
        job.course_id,
        job.level_slug,
        job.code,
        job.seed ?? null,
        job.answers ? JSON.stringify(job.answers) : null,
        PENDING_PER_STUDENT,
      ],
    );
    return kept.length > 0;
  }

  /** How many completions wait for a verdict (all students; for /metrics). */
  async count(): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query(
      `SELECT count(*) AS "n" FROM "levels"."pending_completions" WHERE "status" = 'pending'`,
    );
    return Number(row.n);
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
