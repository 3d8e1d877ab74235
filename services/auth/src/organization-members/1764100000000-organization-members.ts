import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 8: organization members. Staff are users with user_type 1 or 2 and an organization_id;
 * an organization student is a user of its own (no email) owning one student row with a username
 * unique in the organization. auth keeps a copy of organizations (login-org by slug) and classes
 * (auth/current's class_details, class sign-up links), written by the organizations service.
 */
export class OrganizationMembers1764100000000 implements MigrationInterface {
  name = 'OrganizationMembers1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" ALTER COLUMN "email" DROP NOT NULL`);
    await runner.query(`
      ALTER TABLE "auth"."students"
        ADD COLUMN "organization_id" uuid NULL,
        ADD COLUMN "class_id" uuid NULL`);
    await runner.query(
      `CREATE UNIQUE INDEX "students_organization_username_unique" ON "auth"."students" ("organization_id", lower("username")) WHERE "organization_id" IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE "auth"."organizations" (
        "id" uuid PRIMARY KEY,
        "slug" text NOT NULL UNIQUE,
        "name" text NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE "auth"."organization_classes" (
        "id" uuid PRIMARY KEY,
        "organization_id" uuid NOT NULL REFERENCES "auth"."organizations" ("id") ON DELETE CASCADE,
        "details" jsonb NOT NULL,
        "signup_token" text NOT NULL UNIQUE
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."organization_classes"`);
    await runner.query(`DROP TABLE "auth"."organizations"`);
    await runner.query(`DROP INDEX "auth"."students_organization_username_unique"`);
    await runner.query(`ALTER TABLE "auth"."students" DROP COLUMN "organization_id", DROP COLUMN "class_id"`);
  }
}
