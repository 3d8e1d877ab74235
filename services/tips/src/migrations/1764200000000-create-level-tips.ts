import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Level tips given per subject, level and day: the first tip on a level teaches, later ones tell. */
export class CreateLevelTips1764200000000 implements MigrationInterface {
  name = 'CreateLevelTips1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "tips"."level_tips" (
        "subject" text NOT NULL,
        "execution_type" text NOT NULL,
        "day" date NOT NULL,
        "counter" integer NOT NULL DEFAULT 0 CHECK ("counter" >= 0),
        PRIMARY KEY ("subject", "execution_type", "day")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "tips"."level_tips"`);
  }
}
