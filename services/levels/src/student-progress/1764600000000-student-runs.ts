import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each child's run started or completed: the parent's page estimates play time from it. */
export class StudentRuns1764600000000 implements MigrationInterface {
  name = 'StudentRuns1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE "levels"."student_runs" (
         "id" bigserial PRIMARY KEY,
         "student_id" uuid NOT NULL,
         "course_id" text NOT NULL,
         "level_slug" text NOT NULL,
         "status" text NOT NULL,
         "at" timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await runner.query(
      `CREATE INDEX "student_runs_student_at" ON "levels"."student_runs" ("student_id", "at")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."student_runs"`);
  }
}
