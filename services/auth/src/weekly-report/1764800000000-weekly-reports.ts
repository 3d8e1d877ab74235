import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The weekly summary email: the parent's opt-in (users.weekly_report, off by default) and the sent
 * log, one row per parent and ISO week (its Monday, UTC), whose primary key makes the email go out
 * once however many runs or replicas try.
 */
export class WeeklyReports1764800000000 implements MigrationInterface {
  name = 'WeeklyReports1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "auth"."users" ADD COLUMN "weekly_report" boolean NOT NULL DEFAULT false`,
    );
    await runner.query(`
      CREATE TABLE "auth"."weekly_reports" (
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "week" date NOT NULL,
        "email_id" uuid NULL REFERENCES "auth"."emails" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "week")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."weekly_reports"`);
    await runner.query(`ALTER TABLE "auth"."users" DROP COLUMN "weekly_report"`);
  }
}
