import { Injectable, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import type { ClassTokenSignupRequest, CurrentUser, LoginOrgRequest } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { findUserByEmail } from '../accounts/users-by-email';
import { PasswordHasher } from '../password/password-hasher';
import { toCurrentUser } from '../session/current-user';
import { SessionStates } from '../session/session-states.service';
import { Student } from '../students/student.entity';
import { User } from '../users/user.entity';
import { OrganizationSyncService } from './organization-sync.service';
import { OrganizationsClient } from './organizations-client';

const INCORRECT = 'Incorrect username or password';

export interface SignedIn {
  identity: Identity;
  version: number;
  body: CurrentUser;
}

/** Sign-in of organization members: login-org, and a student's class-link sign-up. */
@Injectable()
export class OrganizationLoginService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly states: SessionStates,
    private readonly sync: OrganizationSyncService,
    private readonly organizations: OrganizationsClient,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  private async signIn(user: User, studentId: string | null): Promise<SignedIn> {
    const student = studentId
      ? await this.dataSource.getRepository(Student).findOneBy({ id: studentId })
      : null;
    const version = await this.states.refresh(user.id);
    const identity: Identity = {
      user_id: user.id,
      student_id: student?.id ?? null,
      user_type: user.userType,
      organization_id: user.organizationId,
    };
    const body = toCurrentUser(user, student, await this.sync.classDetailsOf(student?.id));
    return { identity, version, body };
  }

  /**
   * Students sign in with their username (the organization's slug says which organization), staff
   * with their email (and, when a slug is given, only into that organization).
   */
  async loginOrg(request: LoginOrgRequest): Promise<SignedIn> {
    const slug = request.organization_slug?.trim().toLowerCase() || null;
    const [organization]: { id: string }[] = slug
      ? await this.dataSource.query(`SELECT "id" FROM "auth"."organizations" WHERE "slug" = $1`, [slug])
      : [];
    if (slug && !organization) {
      // Hash anyway, so an unknown school answers as slowly as a wrong password.
      await this.passwords.verify(undefined, request.password);
      throw new UnauthorizedException(INCORRECT);
    }
    if (request.username.includes('@')) {
      const user = await findUserByEmail(this.dataSource.manager, request.username);
      const member =
        user?.organizationId && (!organization || user.organizationId === organization.id) ? user : undefined;
      if (!(await this.passwords.verify(member?.passwordHash, request.password)) || !member) {
        throw new UnauthorizedException(INCORRECT);
      }
      return this.signIn(member, null);
    }
    if (!organization)
      throw new UnprocessableEntityException("organization_slug: students sign in at their school's address");
    const [row]: { id: string; parent_id: string }[] = await this.dataSource.query(
      `SELECT "id", "parent_id" FROM "auth"."students" WHERE "organization_id" = $1 AND lower("username") = lower($2)`,
      [organization.id, request.username],
    );
    const user = row ? await this.users.findOneBy({ id: row.parent_id }) : null;
    if (!(await this.passwords.verify(user?.passwordHash, request.password)) || !user || !row) {
      throw new UnauthorizedException(INCORRECT);
    }
    return this.signIn(user, row.id);
  }

  /**
   * A student joins a class through its sign-up link and is signed in. The organizations service
   * owns organization students: it checks the link and creates the account here (internal routes)
   * before answering, so the class lists the student as soon as this call returns.
   */
  async signupWithClassToken(request: ClassTokenSignupRequest): Promise<SignedIn> {
    const joined = await this.organizations.joinClass(request);
    const user = await this.users.findOneByOrFail({ id: joined.user_id });
    return this.signIn(user, joined.student_id);
  }
}
