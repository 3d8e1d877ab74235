import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * pending_completions: completions claimed while the verifier queue was unreachable, replayed when
 * it is back (a refused one keeps its reason). completion_receipts: the key of every recorded
 * completion, so the same completion sent again is recorded, announced and awarded once.
 */
export class PendingCompletions1765100000000 implements MigrationInterface {
  name = 'PendingCompletions1765100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "levels"."pending_completions" (
      "key" text PRIMARY KEY,
      "student_id" uuid NOT NULL,
      "course_id" text NOT NULL,
      "level_slug" text NOT NULL,
      "code" text NOT NULL,
      "seed" bigint NULL,
      "answers" jsonb NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'refused')),
      "reason" text NULL,
      "tries" integer NOT NULL DEFAULT 0,
      "last_error" text NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "decided_at" timestamptz NULL
    )`);
    await runner.query(
      `CREATE INDEX "pending_completions_due" ON "levels"."pending_completions" ("created_at") WHERE "status" = 'pending'`,
    );
    await runner.query(
      `CREATE INDEX "pending_completions_student" ON "levels"."pending_completions" ("student_id", "course_id")`,
    );
    await runner.query(`CREATE TABLE "levels"."completion_receipts" (
      "key" text PRIMARY KEY,
      "student_id" uuid NOT NULL,
      "recorded_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "completion_receipts_student" ON "levels"."completion_receipts" ("student_id")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."completion_receipts"`);
    await runner.query(`DROP TABLE "levels"."pending_completions"`);
  }
}
