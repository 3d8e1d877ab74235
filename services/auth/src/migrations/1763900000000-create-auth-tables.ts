import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1763900000000 implements MigrationInterface {
  name = 'CreateAuthTables1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "auth"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "password_hash" text NOT NULL,
        "user_type" smallint NOT NULL DEFAULT 0 CHECK ("user_type" IN (0, 1, 2)),
        "organization_id" uuid NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX "users_email_unique" ON "auth"."users" (lower("email"))`);
    await runner.query(`
      CREATE TABLE "auth"."students" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "parent_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "username" text NOT NULL,
        "character" text NOT NULL DEFAULT 'Rabbit',
        "assistant_enabled" boolean NOT NULL DEFAULT true,
        "assistant_attempt_limit" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX "students_parent_username_unique" ON "auth"."students" ("parent_id", lower("username"))`,
    );
    await runner.query(`
      CREATE TABLE "auth"."student_last_played" (
        "student_id" uuid PRIMARY KEY REFERENCES "auth"."students" ("id") ON DELETE CASCADE,
        "course_id" text NOT NULL,
        "level_slug" text NOT NULL,
        "played_at" timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."student_last_played"`);
    await runner.query(`DROP TABLE "auth"."students"`);
    await runner.query(`DROP TABLE "auth"."users"`);
  }
}
