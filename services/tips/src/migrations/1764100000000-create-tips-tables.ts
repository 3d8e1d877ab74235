import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTipsTables1764100000000 implements MigrationInterface {
  name = 'CreateTipsTables1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "tips"."assistant_usage" (
        "subject" text NOT NULL,
        "execution_type" text NOT NULL CHECK ("execution_type" IN ('level_assistant', 'challenge_assistant')),
        "day" date NOT NULL,
        "counter" integer NOT NULL DEFAULT 0 CHECK ("counter" >= 0),
        PRIMARY KEY ("subject", "execution_type", "day")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "tips"."assistant_usage"`);
  }
}
