import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  SLUG_TAKEN_MESSAGE,
  UserType,
  type Organization,
  type OrganizationRegistrationRequest,
  type OrganizationRequest,
  type PublicOrganization,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { AuthClient } from '../auth-client/auth-client';
import { TrialOutbox } from '../payments-client/trial-outbox';
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
    private readonly trials: TrialOutbox,
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

  /** The name a login page shows for a slug (anyone may ask: the page is public). */
  async bySlug(slug: string): Promise<PublicOrganization> {
    const row = await this.rows.findOneBy({ slug });
    if (!row) throw new NotFoundException('No school has this login link');
    return { name: row.name, slug: row.slug };
  }

  async update(organizationId: string, body: OrganizationRequest): Promise<Organization> {
    const row = await this.rows.findOneBy({ id: organizationId });
    if (!row) throw new NotFoundException('Organization not found');
    if (body.slug !== row.slug && (await this.slugExists(body.slug))) {
      throw new ConflictException(SLUG_TAKEN_MESSAGE);
    }
    // No transaction around calls to auth: with the embedded database every connection shares one
    // session, so auth's queries would wait for ours. Write, tell auth, put back on failure.
    const before = { name: row.name, slug: row.slug };
    row.name = body.name;
    row.slug = body.slug;
    try {
      await this.rows.save(row);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new ConflictException(SLUG_TAKEN_MESSAGE);
      }
      throw error;
    }
    try {
      await this.auth.upsertOrganization(row.id, row.slug, row.name);
    } catch (error) {
      await this.rows.update({ id: row.id }, before);
      throw error;
    }
    return toOrganization(row);
  }

  /**
   * A parent account (no organization, no chosen student) registers an organization and becomes
   * its admin. Answers the organization and the account's session version for the new cookie.
   */
  async register(
    identity: Identity,
    body: OrganizationRegistrationRequest,
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
    if (await this.slugExists(body.slug)) throw new ConflictException(SLUG_TAKEN_MESSAGE);
    let row: OrganizationRow;
    try {
      row = await this.rows.save(
        this.rows.create({ name: body.name, slug: body.slug, createdBy: identity.user_id }),
      );
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new ConflictException(SLUG_TAKEN_MESSAGE);
      }
      throw error;
    }
    // Auth is called outside any transaction of ours (see update); the row goes if auth refuses.
    try {
      await this.auth.upsertOrganization(row.id, row.slug, row.name);
      const { version, email } = await this.auth.promote(identity.user_id, row.id);
      await this.dataSource.getRepository(Member).save({
        userId: identity.user_id,
        organizationId: row.id,
        role: 'admin',
        email,
        name: body.admin_name ?? '',
      });
      // A new school plays every course for 30 days on the small plan (issue 21).
      await this.trials.request(row.id, identity.user_id);
      return { organization: toOrganization(row), version };
    } catch (error) {
      await this.rows.delete({ id: row.id });
      throw error;
    }
  }
}
