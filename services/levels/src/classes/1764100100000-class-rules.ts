import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 8: levels' copy of organization classes (rules, teachers) and their students, from events. */
export class ClassRules1764100100000 implements MigrationInterface {
  name = 'ClassRules1764100100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "levels"."org_classes" (
        "class_id" uuid PRIMARY KEY,
        "organization_id" uuid NOT NULL,
        "details" jsonb NOT NULL,
        "teacher_ids" jsonb NOT NULL DEFAULT '[]'
      )`);
    await runner.query(
      `CREATE INDEX "org_classes_organization" ON "levels"."org_classes" ("organization_id")`,
    );
    await runner.query(`
      CREATE TABLE "levels"."class_members" (
        "student_id" uuid PRIMARY KEY,
        "class_id" uuid NOT NULL REFERENCES "levels"."org_classes" ("class_id") ON DELETE CASCADE,
        "username" text NOT NULL,
        "name" text NOT NULL DEFAULT ''
      )`);
    await runner.query(`CREATE INDEX "class_members_class" ON "levels"."class_members" ("class_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "levels"."class_members"`);
    await runner.query(`DROP TABLE "levels"."org_classes"`);
  }
}
