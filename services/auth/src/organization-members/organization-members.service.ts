import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DomainEvents, type Identity } from '@pylands/common';
import {
  classDetailsSchema,
  STUDENT_CHANGED_QUEUE,
  UserType,
  type ClassDetails,
  type ClassTokenSignupRequest,
  type CurrentUser,
  type LoginOrgRequest,
  type StudentChangedEvent,
} from '@pylands/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { findUserByEmail, normalizeEmail } from '../accounts/users-by-email';
import { PasswordHasher } from '../password/password-hasher';
import { toCurrentUser } from '../session/current-user';
import { SessionStates } from '../session/session-states.service';
import { Student } from '../students/student.entity';
import { User } from '../users/user.entity';
import { OrganizationsClient } from './organizations-client';

const UNIQUE_VIOLATION = '23505';
const INCORRECT = 'Incorrect username or password';

export interface NewStudent {
  username: string;
  password: string;
  class_id: string | null;
  assistant_enabled: boolean;
  assistant_attempt_limit: number | null;
}

export interface SignedIn {
  identity: Identity;
  version: number;
  body: CurrentUser;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.driverError?.code === UNIQUE_VIOLATION;
}

/** Accounts of organization members, written by the organizations service; login-org; class sign-up. */
@Injectable()
export class OrganizationMembersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly states: SessionStates,
    private readonly events: DomainEvents,
    private readonly organizations: OrganizationsClient,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  async upsertOrganization(id: string, slug: string, name: string): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO "auth"."organizations" ("id", "slug", "name") VALUES ($1, $2, $3)
         ON CONFLICT ("id") DO UPDATE SET "slug" = EXCLUDED."slug", "name" = EXCLUDED."name"`,
        [id, slug, name],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('This address is already taken');
      throw error;
    }
  }

  async promote(userId: string, organizationId: string): Promise<{ version: number; email: string }> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException('Account not found');
    if (user.organizationId || user.userType !== UserType.Parent) {
      throw new ConflictException('This account already belongs to an organization');
    }
    await this.users.update({ id: userId }, { userType: UserType.Admin, organizationId });
    return { version: await this.states.refresh(userId), email: user.email };
  }

  async createStaff(input: {
    organization_id: string;
    email: string;
    password: string;
    user_type: 1 | 2;
  }): Promise<{ user_id: string; version: number }> {
    const email = normalizeEmail(input.email);
    if (await findUserByEmail(this.dataSource.manager, email)) {
      throw new ConflictException('An account with this email already exists');
    }
    const passwordHash = await this.passwords.hash(input.password);
    try {
      const user = await this.users.save(
        this.users.create({
          email,
          passwordHash,
          userType: input.user_type,
          organizationId: input.organization_id,
          emailVerified: false,
        }),
      );
      return { user_id: user.id, version: await this.states.refresh(user.id) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('An account with this email already exists');
      throw error;
    }
  }

  async updateStaff(userId: string, input: { email?: string; password?: string }): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user || !user.organizationId) throw new NotFoundException('Account not found');
    if (input.email !== undefined) {
      const email = normalizeEmail(input.email);
      const other = await findUserByEmail(this.dataSource.manager, email);
      if (other && other.id !== userId)
        throw new ConflictException('An account with this email already exists');
      user.email = email;
    }
    if (input.password !== undefined) user.passwordHash = await this.passwords.hash(input.password);
    await this.users.save(user);
    if (input.password !== undefined) await this.states.revokeAll(userId);
  }

  async deleteAccount(userId: string): Promise<void> {
    const students: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "auth"."students" WHERE "parent_id" = $1`,
      [userId],
    );
    const result = await this.users.delete({ id: userId });
    if (!result.affected) throw new NotFoundException('Account not found');
    await this.states.forget(userId);
    for (const student of students) {
      const event: StudentChangedEvent = { student_id: student.id, parent_id: userId, deleted: true };
      await this.events.publish(STUDENT_CHANGED_QUEUE, event);
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

  async takenUsernames(organizationId: string, usernames: string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const rows: { username: string }[] = await this.dataSource.query(
      `SELECT "username" FROM "auth"."students" WHERE "organization_id" = $1 AND lower("username") = ANY($2)`,
      [organizationId, usernames.map((username) => username.toLowerCase())],
    );
    const taken = new Set(rows.map((row) => row.username.toLowerCase()));
    return usernames.filter((username) => taken.has(username.toLowerCase()));
  }

  private async insertStudent(
    manager: EntityManager,
    organizationId: string,
    student: NewStudent,
    passwordHash: string,
  ): Promise<{ student_id: string; user_id: string; username: string }> {
    const [user]: { id: string }[] = await manager.query(
      `INSERT INTO "auth"."users" ("email", "password_hash", "user_type", "organization_id", "email_verified")
       VALUES (NULL, $1, 0, $2, false) RETURNING "id"`,
      [passwordHash, organizationId],
    );
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO "auth"."students" ("parent_id", "username", "organization_id", "class_id", "assistant_enabled", "assistant_attempt_limit")
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"`,
      [
        user.id,
        student.username,
        organizationId,
        student.class_id,
        student.assistant_enabled,
        student.assistant_attempt_limit,
      ],
    );
    return { student_id: row.id, user_id: user.id, username: student.username };
  }

  private async afterStudentsCreated(created: { student_id: string; user_id: string }[]): Promise<void> {
    for (const account of created) {
      await this.states.refresh(account.user_id);
      const event: StudentChangedEvent = {
        student_id: account.student_id,
        parent_id: account.user_id,
        deleted: false,
      };
      await this.events.publish(STUDENT_CHANGED_QUEUE, event);
    }
  }

  /** All or nothing; 409 `{ taken }` when a username is in use in the organization. */
  async createStudents(
    organizationId: string,
    students: NewStudent[],
  ): Promise<{ student_id: string; user_id: string; username: string }[]> {
    const taken = await this.takenUsernames(
      organizationId,
      students.map((student) => student.username),
    );
    if (taken.length)
      throw new ConflictException({ statusCode: 409, message: 'Username already taken', taken });
    const hashes = await Promise.all(students.map((student) => this.passwords.hash(student.password)));
    let created: { student_id: string; user_id: string; username: string }[];
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const rows = [];
        for (const [i, student] of students.entries()) {
          rows.push(await this.insertStudent(manager, organizationId, student, hashes[i]));
        }
        return rows;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictException({ statusCode: 409, message: 'Username already taken', taken: [] });
      throw error;
    }
    await this.afterStudentsCreated(created);
    return created;
  }

  private async findStudent(
    studentId: string,
  ): Promise<{ id: string; parent_id: string; organization_id: string }> {
    const [row]: { id: string; parent_id: string; organization_id: string | null }[] =
      await this.dataSource.query(
        `SELECT "id", "parent_id", "organization_id" FROM "auth"."students" WHERE "id" = $1`,
        [studentId],
      );
    if (!row || !row.organization_id) throw new NotFoundException('Student not found');
    return { ...row, organization_id: row.organization_id };
  }

  async updateStudent(studentId: string, input: Partial<NewStudent>): Promise<void> {
    const student = await this.findStudent(studentId);
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`"${column}" = $${values.length}`);
    };
    if (input.username !== undefined) {
      const [taken] = await this.dataSource.query(
        `SELECT 1 FROM "auth"."students" WHERE "organization_id" = $1 AND lower("username") = lower($2) AND "id" <> $3`,
        [student.organization_id, input.username, studentId],
      );
      if (taken)
        throw new ConflictException({
          statusCode: 409,
          message: 'Username already taken',
          taken: [input.username],
        });
      set('username', input.username);
    }
    if (input.class_id !== undefined) set('class_id', input.class_id);
    if (input.assistant_enabled !== undefined) set('assistant_enabled', input.assistant_enabled);
    if (input.assistant_attempt_limit !== undefined)
      set('assistant_attempt_limit', input.assistant_attempt_limit);
    if (sets.length) {
      values.push(studentId);
      try {
        await this.dataSource.query(
          `UPDATE "auth"."students" SET ${sets.join(', ')} WHERE "id" = $${values.length}`,
          values,
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictException({
            statusCode: 409,
            message: 'Username already taken',
            taken: [input.username],
          });
        throw error;
      }
    }
    if (input.password !== undefined) {
      await this.users.update(
        { id: student.parent_id },
        { passwordHash: await this.passwords.hash(input.password) },
      );
      await this.states.revokeAll(student.parent_id);
    }
  }

  async deleteStudent(studentId: string): Promise<void> {
    const student = await this.findStudent(studentId);
    await this.deleteAccount(student.parent_id);
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
    const body = toCurrentUser(user, student, await this.classDetailsOf(student?.id));
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
