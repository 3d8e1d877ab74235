import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * News emails staff queue (user/queue_emails, queue_user_emails_for_all) wait in auth.emails with
 * their address and subject until user/send_emails hands them to the mail worker (dispatched_at).
 */
export class NewsEmails1764500000000 implements MigrationInterface {
  name = 'NewsEmails1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "auth"."emails"
        ADD COLUMN "to_address" text NULL,
        ADD COLUMN "subject" text NULL,
        ADD COLUMN "dispatched_at" timestamptz NULL`);
    await runner.query(`
      CREATE INDEX "emails_waiting" ON "auth"."emails" ("created_at")
        WHERE "status" = 'queued' AND "dispatched_at" IS NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "auth"."emails"
        DROP COLUMN "to_address", DROP COLUMN "subject", DROP COLUMN "dispatched_at"`);
  }
}
