import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLevelsTables1763900100000 implements MigrationInterface {
  name = 'CreateLevelsTables1763900100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "levels"."level_completions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL,
        "course_id" text NOT NULL,
        "level_slug" text NOT NULL,
        "last_status" text NOT NULL CHECK ("last_status" IN ('not_started', 'in_progress', 'complete')),
        "last_code_executed" text NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "completed_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "level_completions_student_level" UNIQUE ("student_id", "course_id", "level_slug")
      )`);
    await runner.query(`
      CREATE TABLE "levels"."student_parents" (
        "student_id" uuid PRIMARY KEY,
        "parent_id" uuid NOT NULL
      )`);
    await runner.query(`CREATE INDEX "student_parents_parent" ON "levels"."student_parents" ("parent_id")`);
    await runner.query(`
      CREATE TABLE "levels"."credit_usage" (
        "subject" text NOT NULL,
        "execution_type" text NOT NULL,
        "day" date NOT NULL,
        "counter" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("subject", "execution_type", "day")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."credit_usage"`);
    await runner.query(`DROP TABLE "levels"."student_parents"`);
    await runner.query(`DROP TABLE "levels"."level_completions"`);
  }
}
