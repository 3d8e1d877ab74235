import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A deleted student keeps a row with deleted_at, so an old session of that student saves nothing. */
export class StudentTombstones1764000000000 implements MigrationInterface {
  name = 'StudentTombstones1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "levels"."student_parents" ADD COLUMN "deleted_at" timestamptz NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "levels"."student_parents" DROP COLUMN "deleted_at"`);
  }
}
