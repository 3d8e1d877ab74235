import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sharing creative levels (issue 22): the creator's proof that the level can be solved, staff's
 * hiding, the play count with who has played (each player counts once), and players' reports.
 */
export class CreativeSharing1764700000000 implements MigrationInterface {
  name = 'CreativeSharing1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "levels"."creative_levels"
        ADD COLUMN "proven_at" timestamptz NULL,
        ADD COLUMN "proof" jsonb NULL,
        ADD COLUMN "hidden" boolean NOT NULL DEFAULT false,
        ADD COLUMN "plays" integer NOT NULL DEFAULT 0,
        ADD COLUMN "creator_name" text NOT NULL DEFAULT ''`);
    await runner.query(`
      CREATE TABLE "levels"."creative_level_plays" (
        "level_id" uuid NOT NULL REFERENCES "levels"."creative_levels" ("id") ON DELETE CASCADE,
        "player" text NOT NULL,
        "played_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("level_id", "player")
      )`);
    await runner.query(`
      CREATE TABLE "levels"."creative_level_reports" (
        "level_id" uuid NOT NULL REFERENCES "levels"."creative_levels" ("id") ON DELETE CASCADE,
        "reporter_user_id" uuid NOT NULL,
        "reason" text NOT NULL,
        "reported_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("level_id", "reporter_user_id")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."creative_level_reports"`);
    await runner.query(`DROP TABLE "levels"."creative_level_plays"`);
    await runner.query(`
      ALTER TABLE "levels"."creative_levels"
        DROP COLUMN "proven_at", DROP COLUMN "proof", DROP COLUMN "hidden", DROP COLUMN "plays",
        DROP COLUMN "creator_name"`);
  }
}
