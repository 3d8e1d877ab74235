import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Badges and issued certificates (issue 23). `badge_awards` is one row per earned badge (the primary
 * key makes "awarded once" a property of the table); `issued_certificates` keeps each certificate with
 * the student's and school's names as they were when it was issued, so the public verification page
 * and the PDF do not change when a name does.
 */
export class BadgesAndCertificates1764923230000 implements MigrationInterface {
  name = 'BadgesAndCertificates1764923230000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "levels"."badge_awards" (
        "student_id" uuid NOT NULL,
        "badge_id" text NOT NULL,
        "kind" text NOT NULL,
        "course_id" text NULL,
        "chapter_id" integer NULL,
        "earned_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("student_id", "badge_id")
      )`);
    await runner.query(`
      CREATE TABLE "levels"."issued_certificates" (
        "id" uuid PRIMARY KEY,
        "kind" text NOT NULL,
        "student_id" uuid NOT NULL,
        "course_id" text NOT NULL,
        "student_name" text NOT NULL,
        "school_name" text NULL,
        "issued_at" timestamptz NOT NULL DEFAULT now(),
        "revoked_at" timestamptz NULL,
        CONSTRAINT "issued_certificates_once" UNIQUE ("student_id", "kind", "course_id")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."issued_certificates"`);
    await runner.query(`DROP TABLE "levels"."badge_awards"`);
  }
}
