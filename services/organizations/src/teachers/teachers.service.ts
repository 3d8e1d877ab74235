import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import {
  EMAIL_QUEUE,
  type CreateTeacherRequest,
  type EmailJob,
  type InvitationDetails,
  type Teacher,
  type UpdateTeacherRequest,
} from '@pylands/contracts';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import type { Staff } from '../access/org-access';
import { AuthClient } from '../auth-client/auth-client';
import { ORGANIZATIONS_CONFIG, type OrganizationsConfig } from '../auth-client/organizations-config';
import { ClassTeacher } from '../classes/class-teacher.entity';
import { OrganizationRow } from '../organizations/organization.entity';
import { Invitation } from './invitation.entity';
import { Member } from './member.entity';

export const INVALID_INVITATION = 'This invitation is invalid or has expired';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class TeachersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthClient,
    private readonly events: DomainEvents,
    @Inject(ORGANIZATIONS_CONFIG) private readonly config: OrganizationsConfig,
  ) {}

  private get members() {
    return this.dataSource.getRepository(Member);
  }

  private async toTeachers(rows: Member[]): Promise<Teacher[]> {
    if (rows.length === 0) return [];
    const links = await this.dataSource
      .getRepository(ClassTeacher)
      .createQueryBuilder('ct')
      .where('ct.user_id IN (:...ids)', { ids: rows.map((row) => row.userId) })
      .getMany();
    return rows.map((row) => ({
      id: row.userId,
      email: row.email,
      name: row.name,
      role: row.role,
      class_ids: links.filter((link) => link.userId === row.userId).map((link) => link.classId),
    }));
  }

  async list(staff: Staff): Promise<Teacher[]> {
    const rows = await this.members.find({
      where: { organizationId: staff.organizationId },
      order: { createdAt: 'ASC' },
    });
    return this.toTeachers(rows);
  }

  async find(staff: Staff, userId: string): Promise<Member> {
    const row = await this.members.findOneBy({ userId });
    if (!row) throw new NotFoundException('Teacher not found');
    if (row.organizationId !== staff.organizationId) {
      throw new ForbiddenException('This teacher belongs to another organization');
    }
    return row;
  }

  async get(staff: Staff, userId: string): Promise<Teacher> {
    return (await this.toTeachers([await this.find(staff, userId)]))[0];
  }

  async create(staff: Staff, body: CreateTeacherRequest): Promise<Teacher> {
    const { user_id } = await this.auth.createStaff({
      organization_id: staff.organizationId,
      email: body.email,
      password: body.password,
      user_type: 1,
    });
    const row = await this.members.save(
      this.members.create({
        userId: user_id,
        organizationId: staff.organizationId,
        role: 'teacher',
        email: body.email,
        name: body.name,
      }),
    );
    return (await this.toTeachers([row]))[0];
  }

  async update(staff: Staff, userId: string, body: UpdateTeacherRequest): Promise<Teacher> {
    const row = await this.find(staff, userId);
    if (body.email !== undefined || body.password !== undefined) {
      await this.auth.updateStaff(userId, { email: body.email, password: body.password });
    }
    if (body.email !== undefined) row.email = body.email;
    if (body.name !== undefined) row.name = body.name;
    await this.members.save(row);
    return this.get(staff, userId);
  }

  async remove(staff: Staff, userId: string): Promise<void> {
    const row = await this.find(staff, userId);
    if (row.userId === staff.userId) throw new ConflictException('You cannot delete your own account here');
    if (row.role === 'admin') throw new ForbiddenException('Administrators cannot be deleted here');
    await this.auth.deleteStaff(userId);
    await this.members.delete({ userId });
  }

  /**
   * Emails a single-use link (7 days) to sign up as a teacher of the organization, in the inviting
   * admin's interface language (a colleague at the same school most likely reads it too).
   */
  async invite(staff: Staff, email: string, language = 'en'): Promise<void> {
    const taken = await this.members.findOneBy({ email });
    if (taken) throw new ConflictException('This email already belongs to a teacher');
    const token = randomBytes(24).toString('base64url');
    await this.dataSource.getRepository(Invitation).save({
      organizationId: staff.organizationId,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.config.invitationTtlSeconds * 1000),
      usedAt: null,
    });
    const link = new URL(`/${language}/login-org`, `${this.config.appUrl}/`);
    link.searchParams.set('invitation', token);
    // The email names the school and who invited (an invitation from a stranger gets ignored).
    const organization = await this.dataSource
      .getRepository(OrganizationRow)
      .findOneByOrFail({ id: staff.organizationId });
    const inviter = await this.members.findOneBy({ userId: staff.userId });
    const job: EmailJob = {
      template: 'teacher-invitation',
      to: email,
      link: link.toString(),
      language,
      organization_name: organization.name,
      inviter_name: inviter?.name || undefined,
    };
    if (!(await this.events.publish(EMAIL_QUEUE, job))) {
      throw new BadRequestException('The invitation email could not be queued. Please try again.');
    }
  }

  /** What the invitation's page shows before acceptance: the school and the invited email. */
  async details(token: string): Promise<InvitationDetails> {
    const invitation = await this.dataSource.getRepository(Invitation).findOneBy({
      tokenHash: hashToken(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!invitation) throw new NotFoundException(INVALID_INVITATION);
    const organization = await this.dataSource
      .getRepository(OrganizationRow)
      .findOneByOrFail({ id: invitation.organizationId });
    return { organization: { name: organization.name, slug: organization.slug }, email: invitation.email };
  }

  /** The invited person chooses a password: a teacher account is created and signed in. */
  async accept(
    token: string,
    name: string,
    password: string,
  ): Promise<{ userId: string; organizationId: string; version: number }> {
    const invitations = this.dataSource.getRepository(Invitation);
    const invitation = await invitations.findOneBy({
      tokenHash: hashToken(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!invitation) throw new BadRequestException(INVALID_INVITATION);
    const claimed = await invitations.update({ id: invitation.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!claimed.affected) throw new BadRequestException(INVALID_INVITATION);
    const { user_id, version } = await this.auth.createStaff({
      organization_id: invitation.organizationId,
      email: invitation.email,
      password,
      user_type: 1,
    });
    await this.members.save(
      this.members.create({
        userId: user_id,
        organizationId: invitation.organizationId,
        role: 'teacher',
        email: invitation.email,
        name,
      }),
    );
    return { userId: user_id, organizationId: invitation.organizationId, version };
  }
}
