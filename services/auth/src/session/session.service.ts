import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  UserType,
  type ChooseStudentResponse,
  type CurrentUser,
  type LoginRequest,
  type SignupBody,
  WRONG_PARENT_PASSWORD_MESSAGE,
  WRONG_LOGIN_MESSAGE,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { AccountsService, INVALID_LINK } from '../accounts/accounts.service';
import { AccountExistsError, findUserByEmail, normalizeEmail } from '../accounts/users-by-email';
import { LastPlayedService } from '../last-played/last-played.service';
import { OrganizationSyncService } from '../organization-members/organization-sync.service';
import { PasswordHasher } from '../password/password-hasher';
import { Student } from '../students/student.entity';
import { EmailTokens } from '../tokens/email-tokens.service';
import { User } from '../users/user.entity';
import { toCurrentUser } from './current-user';
import { SessionStates } from './session-states.service';

export interface SessionResult<T = CurrentUser> {
  identity: Identity;
  /** The account's session version, for the session cookie. */
  version: number;
  body: T;
}

const UNIQUE_VIOLATION = '23505';

function identityOf(user: User, student: Student | null): Identity {
  return {
    user_id: user.id,
    student_id: student?.id ?? null,
    user_type: user.userType,
    organization_id: user.organizationId,
  };
}

@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly lastPlayed: LastPlayedService,
    private readonly states: SessionStates,
    private readonly tokens: EmailTokens,
    private readonly accounts: AccountsService,
    private readonly organizationSync: OrganizationSyncService,
  ) {}

  /** A session for this account and student: Redis learns the account's state first. */
  async issue<T>(user: User, student: Student | null, body: T): Promise<SessionResult<T>> {
    const version = await this.states.refresh(user.id);
    return { identity: identityOf(user, student), version, body };
  }

  private get users() {
    return this.dataSource.getRepository(User);
  }

  private get students() {
    return this.dataSource.getRepository(Student);
  }

  private findUserByEmail(email: string): Promise<User | null> {
    return findUserByEmail(this.dataSource.manager, email);
  }

  /**
   * POST auth/signup. With an emailed sign-up token the email comes from it (and counts as
   * verified); without one the body's email is used and a confirmation email is sent.
   */
  async signup(body: SignupBody, token?: string): Promise<SessionResult> {
    let email: string;
    if (token) {
      const found = await this.tokens.peek(token, ['signup']);
      if (!found) throw new BadRequestException(INVALID_LINK);
      email = found.email;
    } else {
      if (!body.email) throw new UnprocessableEntityException('email is required');
      email = normalizeEmail(body.email);
    }
    if (await this.findUserByEmail(email)) throw new AccountExistsError();
    const passwordHash = await this.passwords.hash(body.password);
    let user: User;
    try {
      user = await this.dataSource.transaction(async (manager) => {
        if (token && !(await this.tokens.consume(token, 'signup', manager))) {
          throw new BadRequestException(INVALID_LINK);
        }
        const users = manager.getRepository(User);
        return users.save(
          users.create({
            email,
            passwordHash,
            userType: UserType.Parent,
            organizationId: null,
            emailVerified: Boolean(token),
            language: body.language ?? null,
            trafficSource: body.traffic_source || null,
            weeklyReport: body.weekly_report ?? false,
          }),
        );
      });
    } catch (error) {
      // Two sign-ups with the same email at once: the unique index decides.
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new AccountExistsError();
      }
      throw error;
    }
    if (!user.emailVerified) await this.accounts.sendConfirmation(user);
    return this.issue(user, null, toCurrentUser(user, null));
  }

  async login(request: LoginRequest): Promise<SessionResult> {
    const user = await this.findUserByEmail(request.email);
    if (!(await this.passwords.verify(user?.passwordHash, request.password)) || !user) {
      throw new UnauthorizedException(WRONG_LOGIN_MESSAGE);
    }
    return this.issue(user, null, toCurrentUser(user, null));
  }

  /**
   * Re-reads the account for every call: a deleted user is signed out, and a deleted student
   * drops back to the parent (the returned identity then differs from the token's).
   */
  async current(identity: Identity): Promise<SessionResult> {
    const user = await this.users.findOneBy({ id: identity.user_id });
    if (!user) throw new UnauthorizedException('Not signed in');
    let student: Student | null = null;
    if (identity.student_id) {
      student = await this.students.findOneBy({ id: identity.student_id, parentId: user.id });
    }
    return {
      identity: identityOf(user, student),
      version: user.sessionVersion,
      body: toCurrentUser(user, student, await this.organizationSync.classDetailsOf(student?.id)),
    };
  }

  async chooseStudent(identity: Identity, studentId: string): Promise<SessionResult<ChooseStudentResponse>> {
    const user = await this.users.findOneBy({ id: identity.user_id });
    if (!user) throw new UnauthorizedException('Not signed in');
    const student = await this.students.findOneBy({ id: studentId });
    if (!student) throw new NotFoundException('Student not found');
    if (student.parentId !== user.id) throw new ForbiddenException('This student is not yours');
    const last_played = await this.lastPlayed.find(student.id);
    return this.issue(user, student, { ...toCurrentUser(user, student), last_played });
  }

  /**
   * POST auth/return-to-parent: the parental gate. The parent's password (not the child's choice)
   * takes the session back to the parent's own, where students and billing are managed.
   */
  async returnToParent(identity: Identity, password: string): Promise<SessionResult> {
    const user = await this.users.findOneBy({ id: identity.user_id });
    if (!user) throw new UnauthorizedException('Not signed in');
    if (!(await this.passwords.verify(user.passwordHash, password)))
      throw new UnauthorizedException(WRONG_PARENT_PASSWORD_MESSAGE);
    return this.issue(user, null, toCurrentUser(user, null));
  }

  /** GET auth/logout: ends every session of the account, on every device. */
  async logout(identity: Identity | null): Promise<void> {
    if (identity) await this.states.revokeAll(identity.user_id);
  }
}
