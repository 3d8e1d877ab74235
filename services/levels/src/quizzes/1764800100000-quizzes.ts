import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: chapter quizzes. `quiz_results` is the agreed table (a student's best finished attempt
 * per chapter; badges, certificates and the weekly email read it). Attempts and their answers are
 * quizzes' own: one answer per (attempt, question) is the primary key, so two answers sent at once
 * for one question cannot both count.
 */
export class Quizzes1764800100000 implements MigrationInterface {
  name = 'Quizzes1764800100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "levels"."quiz_results" (
        "student_id" uuid NOT NULL,
        "course_id" text NOT NULL,
        "chapter_id" integer NOT NULL,
        "best_percent" integer NOT NULL,
        "passed" boolean NOT NULL,
        "attempts" integer NOT NULL,
        "passed_at" timestamptz NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("student_id", "course_id", "chapter_id")
      )`);
    await runner.query(`
      CREATE TABLE "levels"."quiz_attempts" (
        "id" uuid PRIMARY KEY,
        "subject" text NOT NULL,
        "student_id" uuid NULL,
        "course_id" text NOT NULL,
        "chapter_id" integer NOT NULL,
        "total" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz NULL
      )`);
    await runner.query(`CREATE INDEX "quiz_attempts_created" ON "levels"."quiz_attempts" ("created_at")`);
    await runner.query(`CREATE INDEX "quiz_attempts_student" ON "levels"."quiz_attempts" ("student_id")`);
    await runner.query(`
      CREATE TABLE "levels"."quiz_answers" (
        "attempt_id" uuid NOT NULL REFERENCES "levels"."quiz_attempts" ("id") ON DELETE CASCADE,
        "question_id" text NOT NULL,
        "correct" boolean NOT NULL,
        "answered_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("attempt_id", "question_id")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."quiz_answers"`);
    await runner.query(`DROP TABLE "levels"."quiz_attempts"`);
    await runner.query(`DROP TABLE "levels"."quiz_results"`);
  }
}
