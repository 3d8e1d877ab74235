import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every email sent (for user/open and user/unsubscribe), and the news opt-out. */
export class Emails1764200000000 implements MigrationInterface {
  name = 'Emails1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" ADD COLUMN "news_opt_out" boolean NOT NULL DEFAULT false`);
    await runner.query(`
      CREATE TABLE "auth"."emails" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "template" text NOT NULL,
        "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'sent', 'failed')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz NULL,
        "opened_at" timestamptz NULL,
        "unsubscribed_at" timestamptz NULL
      )`);
    await runner.query(`CREATE INDEX "emails_user" ON "auth"."emails" ("user_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."emails"`);
    await runner.query(`ALTER TABLE "auth"."users" DROP COLUMN "news_opt_out"`);
  }
}
