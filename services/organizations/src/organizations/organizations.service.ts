import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { UserType, type Organization, type OrganizationRequest } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { AuthClient } from '../auth-client/auth-client';
import { Member } from '../teachers/member.entity';
import { OrganizationRow } from './organization.entity';

const UNIQUE_VIOLATION = '23505';

export function toOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, slug: row.slug };
}

@Injectable()
export class OrganizationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthClient,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(OrganizationRow);
  }

  async current(organizationId: string): Promise<Organization> {
    const row = await this.rows.findOneBy({ id: organizationId });
    if (!row) throw new NotFoundException('Organization not found');
    return toOrganization(row);
  }

  async slugExists(slug: string): Promise<boolean> {
    return (await this.rows.countBy({ slug })) > 0;
  }

  async update(organizationId: string, body: OrganizationRequest): Promise<Organization> {
    const row = await this.rows.findOneBy({ id: organizationId });
    if (!row) throw new NotFoundException('Organization not found');
    if (body.slug !== row.slug && (await this.slugExists(body.slug))) {
      throw new ConflictException('This address is already taken');
    }
    try {
      return await this.dataSource.transaction(async (manager) => {
        row.name = body.name;
        row.slug = body.slug;
        await manager.save(row);
        await this.auth.upsertOrganization(row.id, row.slug, row.name);
        return toOrganization(row);
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new ConflictException('This address is already taken');
      }
      throw error;
    }
  }

  /**
   * A parent account (no organization, no chosen student) registers an organization and becomes
   * its admin. Answers the organization and the account's session version for the new cookie.
   */
  async register(
    identity: Identity,
    body: OrganizationRequest,
  ): Promise<{ organization: Organization; version: number }> {
    if (identity.student_id !== null) {
      throw new ForbiddenException(
        'Only a parent account without a chosen student can register an organization',
      );
    }
    if (identity.organization_id)
      throw new ConflictException('Your account already belongs to an organization');
    if (identity.user_type !== UserType.Parent) {
      throw new ForbiddenException(
        'Only a parent account without a chosen student can register an organization',
      );
    }
    if (await this.slugExists(body.slug)) throw new ConflictException('This address is already taken');
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await manager.save(
          manager.create(OrganizationRow, { name: body.name, slug: body.slug, createdBy: identity.user_id }),
        );
        await this.auth.upsertOrganization(row.id, row.slug, row.name);
        const { version, email } = await this.auth.promote(identity.user_id, row.id);
        await manager.save(
          manager.create(Member, {
            userId: identity.user_id,
            organizationId: row.id,
            role: 'admin',
            email,
            name: '',
          }),
        );
        return { organization: toOrganization(row), version };
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new ConflictException('This address is already taken');
      }
      throw error;
    }
  }
}
