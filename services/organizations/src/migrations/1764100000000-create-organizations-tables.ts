import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrganizationsTables1764100000000 implements MigrationInterface {
  name = 'CreateOrganizationsTables1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "organizations"."organizations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "slug" text NOT NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX "organizations_slug_unique" ON "organizations"."organizations" ("slug")`,
    );
    await runner.query(`
      CREATE TABLE "organizations"."members" (
        "user_id" uuid PRIMARY KEY,
        "organization_id" uuid NOT NULL REFERENCES "organizations"."organizations" ("id") ON DELETE CASCADE,
        "role" text NOT NULL CHECK ("role" IN ('admin', 'teacher')),
        "email" text NOT NULL,
        "name" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX "members_organization" ON "organizations"."members" ("organization_id")`,
    );
    await runner.query(`
      CREATE TABLE "organizations"."classes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL REFERENCES "organizations"."organizations" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "unlocked_chapters" jsonb NOT NULL DEFAULT '[]',
        "no_skip" boolean NOT NULL DEFAULT false,
        "quiz" boolean NOT NULL DEFAULT false,
        "signup_token" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX "classes_signup_token" ON "organizations"."classes" ("signup_token")`,
    );
    await runner.query(
      `CREATE INDEX "classes_organization" ON "organizations"."classes" ("organization_id")`,
    );
    await runner.query(`
      CREATE TABLE "organizations"."class_teachers" (
        "class_id" uuid NOT NULL REFERENCES "organizations"."classes" ("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "organizations"."members" ("user_id") ON DELETE CASCADE,
        PRIMARY KEY ("class_id", "user_id")
      )`);
    await runner.query(`
      CREATE TABLE "organizations"."students" (
        "student_id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "organization_id" uuid NOT NULL REFERENCES "organizations"."organizations" ("id") ON DELETE CASCADE,
        "class_id" uuid NULL REFERENCES "organizations"."classes" ("id") ON DELETE SET NULL,
        "username" text NOT NULL,
        "name" text NOT NULL DEFAULT '',
        "assistant_enabled" boolean NOT NULL DEFAULT true,
        "assistant_attempt_limit" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX "students_org_username" ON "organizations"."students" ("organization_id", lower("username"))`,
    );
    await runner.query(`CREATE INDEX "students_class" ON "organizations"."students" ("class_id")`);
    await runner.query(`
      CREATE TABLE "organizations"."invitations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL REFERENCES "organizations"."organizations" ("id") ON DELETE CASCADE,
        "email" text NOT NULL,
        "token_hash" text NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'invitations',
      'students',
      'class_teachers',
      'classes',
      'members',
      'organizations',
    ]) {
      await runner.query(`DROP TABLE "organizations"."${table}"`);
    }
  }
}
