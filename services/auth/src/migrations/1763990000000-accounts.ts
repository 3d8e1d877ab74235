import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 7: revocable sessions, verified emails, emailed tokens, language, country, traffic source. */
export class Accounts1763990000000 implements MigrationInterface {
  name = 'Accounts1763990000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "session_version" integer NOT NULL DEFAULT 1,
        ADD COLUMN "email_verified" boolean NOT NULL DEFAULT false,
        ADD COLUMN "language" text NULL,
        ADD COLUMN "country_code" text NULL,
        ADD COLUMN "traffic_source" text NULL,
        ADD COLUMN "is_staff" boolean NOT NULL DEFAULT false`);
    await runner.query(`
      CREATE TABLE "auth"."email_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "purpose" text NOT NULL CHECK ("purpose" IN ('signup', 'confirm-email', 'reset-password')),
        "token_hash" text NOT NULL UNIQUE,
        "email" text NOT NULL,
        "user_id" uuid NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "email_tokens_email" ON "auth"."email_tokens" (lower("email"))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."email_tokens"`);
    await runner.query(`
      ALTER TABLE "auth"."users"
        DROP COLUMN "session_version", DROP COLUMN "email_verified", DROP COLUMN "language",
        DROP COLUMN "country_code", DROP COLUMN "traffic_source", DROP COLUMN "is_staff"`);
  }
}
