import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  UserType,
  type ChooseStudentResponse,
  type CurrentUser,
  type LoginRequest,
  type SignupRequest,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { LastPlayedService } from '../last-played/last-played.service';
import { PasswordHasher } from '../password/password-hasher';
import { Student } from '../students/student.entity';
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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

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
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  async signup(request: SignupRequest): Promise<SessionResult> {
    const email = normalizeEmail(request.email);
    if (await this.findUserByEmail(email))
      throw new ConflictException('An account with this email already exists');
    const passwordHash = await this.passwords.hash(request.password);
    let user: User;
    try {
      user = await this.users.save(
        this.users.create({ email, passwordHash, userType: UserType.Parent, organizationId: null }),
      );
    } catch (error) {
      // Two sign-ups with the same email at once: the unique index decides.
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new ConflictException('An account with this email already exists');
      }
      throw error;
    }
    return this.issue(user, null, toCurrentUser(user, null));
  }

  async login(request: LoginRequest): Promise<SessionResult> {
    const user = await this.findUserByEmail(request.email);
    if (!(await this.passwords.verify(user?.passwordHash, request.password)) || !user) {
      throw new UnauthorizedException('Incorrect email or password');
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
      body: toCurrentUser(user, student),
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

  /** GET auth/logout: ends every session of the account, on every device. */
  async logout(identity: Identity | null): Promise<void> {
    if (identity) await this.states.revokeAll(identity.user_id);
  }
}
