import { Controller, ForbiddenException, Get, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, type Identity } from '@pylands/common';
import { memberSearchQuerySchema, organizationSearchQuerySchema, UserType } from '@pylands/contracts';
import { DataSource } from 'typeorm';

const LIMIT = 20;

class OrganizationsQuery extends createZodDto(organizationSearchQuerySchema) {}
class MembersQuery extends createZodDto(memberSearchQuerySchema) {}

function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * user/search/*: look-ups for staff screens. Organizations: platform staff only. Emails and student
 * usernames of an organization: its teachers and admins (their own organization), or platform staff.
 */
@Controller('api/user/search')
export class UserSearchController {
  constructor(private readonly dataSource: DataSource) {}

  private async isPlatformStaff(identity: Identity): Promise<boolean> {
    const [row]: { is_staff: boolean }[] = await this.dataSource.query(
      `SELECT "is_staff" FROM "auth"."users" WHERE "id" = $1`,
      [identity.user_id],
    );
    return row?.is_staff === true;
  }

  private async organizationFor(identity: Identity, requested: string | undefined): Promise<string> {
    const staff =
      identity.student_id === null &&
      identity.organization_id !== null &&
      (identity.user_type === UserType.Teacher || identity.user_type === UserType.Admin);
    if (staff && (!requested || requested === identity.organization_id)) return identity.organization_id!;
    if (requested && (await this.isPlatformStaff(identity))) return requested;
    throw new ForbiddenException('Only staff of this organization can search it');
  }

  @Get('organizations')
  async organizations(@CurrentIdentity() identity: Identity, @Query() query: OrganizationsQuery) {
    if (!(await this.isPlatformStaff(identity)))
      throw new ForbiddenException('Only platform staff can do this');
    const rows: { id: string; slug: string; name: string }[] = await this.dataSource.query(
      `SELECT "id", "slug", "name" FROM "auth"."organizations"
        WHERE lower("name") LIKE $1 OR "slug" LIKE $1 ORDER BY "name" LIMIT ${LIMIT}`,
      [likePattern(query.query)],
    );
    return { results: rows.map((row) => ({ id: row.id, label: `${row.name} (${row.slug})` })) };
  }

  @Get('emails')
  async emails(@CurrentIdentity() identity: Identity, @Query() query: MembersQuery) {
    const organizationId = await this.organizationFor(identity, query.organization_id);
    const rows: { id: string; email: string }[] = await this.dataSource.query(
      `SELECT "id", "email" FROM "auth"."users"
        WHERE "organization_id" = $1 AND "email" IS NOT NULL AND lower("email") LIKE $2 ORDER BY "email" LIMIT ${LIMIT}`,
      [organizationId, likePattern(query.query)],
    );
    return { results: rows.map((row) => ({ id: row.id, label: row.email })) };
  }

  @Get('student_usernames')
  async studentUsernames(@CurrentIdentity() identity: Identity, @Query() query: MembersQuery) {
    const organizationId = await this.organizationFor(identity, query.organization_id);
    const rows: { id: string; username: string }[] = await this.dataSource.query(
      `SELECT "id", "username" FROM "auth"."students"
        WHERE "organization_id" = $1 AND lower("username") LIKE $2 ORDER BY lower("username") LIMIT ${LIMIT}`,
      [organizationId, likePattern(query.query)],
    );
    return { results: rows.map((row) => ({ id: row.id, label: row.username })) };
  }
}
