import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Google account (OpenID `sub`) an account logs in with, once it has used Log In with Google. */
export class GoogleAccounts1764400000000 implements MigrationInterface {
  name = 'GoogleAccounts1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" ADD COLUMN "google_sub" text NULL`);
    await runner.query(`CREATE UNIQUE INDEX "users_google_sub_key" ON "auth"."users" ("google_sub")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" DROP COLUMN "google_sub"`);
  }
}
