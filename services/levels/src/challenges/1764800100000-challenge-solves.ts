import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Challenges (issue 23): per student and challenge, the last code the server checked and when every
 * hidden case first passed (null: not solved yet). Only the submit route writes here.
 */
export class ChallengeSolves1764800100000 implements MigrationInterface {
  name = 'ChallengeSolves1764800100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE "levels"."challenge_solves" (
         "student_id" uuid NOT NULL,
         "challenge_slug" text NOT NULL,
         "solved_at" timestamptz NULL,
         "last_code" text NOT NULL,
         "updated_at" timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY ("student_id", "challenge_slug")
       )`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."challenge_solves"`);
  }
}
