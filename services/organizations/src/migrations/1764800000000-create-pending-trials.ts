import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A new school's trial still to be started in payments (an outbox row, deleted once payments took it). */
export class CreatePendingTrials1764800000000 implements MigrationInterface {
  name = 'CreatePendingTrials1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "organizations"."pending_trials" (
        "organization_id" uuid PRIMARY KEY
          REFERENCES "organizations"."organizations" ("id") ON DELETE CASCADE,
        "admin_user_id" uuid NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "organizations"."pending_trials"`);
  }
}
