import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creative levels: one per (course, slug), owned by the user who created it. */
export class CreativeLevels1764200000000 implements MigrationInterface {
  name = 'CreativeLevels1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "levels"."creative_levels" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "organization_id" uuid NULL,
        "course_id" text NOT NULL,
        "level_slug" text NOT NULL,
        "name" text NOT NULL,
        "is_public" boolean NOT NULL DEFAULT false,
        "school_visible" boolean NOT NULL DEFAULT false,
        "map_path" text NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "creative_levels_course_slug" UNIQUE ("course_id", "level_slug")
      )`);
    await runner.query(`CREATE INDEX "creative_levels_user" ON "levels"."creative_levels" ("user_id")`);
    await runner.query(
      `CREATE INDEX "creative_levels_public" ON "levels"."creative_levels" ("created_at") WHERE "is_public"`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."creative_levels"`);
  }
}
