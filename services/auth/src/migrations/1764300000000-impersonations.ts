import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every impersonation by platform staff: who, as whom, when, until when. */
export class Impersonations1764300000000 implements MigrationInterface {
  name = 'Impersonations1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "auth"."impersonations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "staff_user_id" uuid NULL REFERENCES "auth"."users" ("id") ON DELETE SET NULL,
        "staff_email" text NOT NULL,
        "target_user_id" uuid NULL REFERENCES "auth"."users" ("id") ON DELETE SET NULL,
        "target_student_id" uuid NULL,
        "started_at" timestamptz NOT NULL DEFAULT now(),
        "ended_at" timestamptz NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."impersonations"`);
  }
}
