import { ConflictException, Injectable } from '@nestjs/common';
import { classDetailsSchema, type ClassDetails, EMAIL_TAKEN_MESSAGE } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from './unique-violation';

/**
 * Auth's copy of the organizations service's organizations (slug, for login-org) and classes
 * (details for auth/current, sign-up token), written by that service through the internal routes.
 */
@Injectable()
export class OrganizationSyncService {
  constructor(private readonly dataSource: DataSource) {}

  async upsertOrganization(id: string, slug: string, name: string): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO "auth"."organizations" ("id", "slug", "name") VALUES ($1, $2, $3)
         ON CONFLICT ("id") DO UPDATE SET "slug" = EXCLUDED."slug", "name" = EXCLUDED."name"`,
        [id, slug, name],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  async upsertClass(
    id: string,
    organizationId: string,
    details: ClassDetails,
    signupToken: string,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "auth"."organization_classes" ("id", "organization_id", "details", "signup_token") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("id") DO UPDATE SET "details" = EXCLUDED."details", "signup_token" = EXCLUDED."signup_token"`,
      [id, organizationId, JSON.stringify(details), signupToken],
    );
  }

  async deleteClass(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE "auth"."students" SET "class_id" = NULL WHERE "class_id" = $1`, [id]);
      await manager.query(`DELETE FROM "auth"."organization_classes" WHERE "id" = $1`, [id]);
    });
  }

  /** class_details of auth/current: the class of the chosen organization student, else null. */
  async classDetailsOf(studentId: string | null | undefined): Promise<ClassDetails | null> {
    if (!studentId) return null;
    const [row]: { details: unknown }[] = await this.dataSource.query(
      `SELECT c."details" FROM "auth"."students" s JOIN "auth"."organization_classes" c ON c."id" = s."class_id" WHERE s."id" = $1`,
      [studentId],
    );
    const parsed = classDetailsSchema.safeParse(row?.details);
    return parsed.success ? parsed.data : null;
  }
}
