import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DomainEvents, type Identity } from '@pylands/common';
import {
  ACCOUNT_DELETED_QUEUE,
  STUDENT_CHANGED_QUEUE,
  type AccountDeletedEvent,
  type Profile,
  type StudentChangedEvent,
  type UpdateProfileRequest,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { AccountExistsError, findUserByEmail } from '../accounts/users-by-email';
import { PasswordHasher } from '../password/password-hasher';
import { SessionStates } from '../session/session-states.service';
import { Student } from '../students/student.entity';
import { User } from '../users/user.entity';

const UNIQUE_VIOLATION = '23505';

export function toProfile(user: User): Profile {
  return {
    user_id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    user_type: user.userType,
    language: user.language,
    country_code: user.countryCode,
    created_at: user.createdAt.toISOString(),
    weekly_report: user.weeklyReport,
  };
}

export interface ProfileUpdate {
  profile: Profile;
  /** Set when the password changed: the caller's new session version (every other session ended). */
  newSessionVersion: number | null;
}

/** The signed-in account: read, change email or password, delete with every child's data. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionStates,
    private readonly accounts: AccountsService,
    private readonly events: DomainEvents,
  ) {}

  private async account(identity: Identity): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: identity.user_id });
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  }

  async get(identity: Identity): Promise<Profile> {
    return toProfile(await this.account(identity));
  }

  async update(identity: Identity, request: UpdateProfileRequest): Promise<ProfileUpdate> {
    const user = await this.account(identity);
    // The schema asks for current_password whenever the email or password changes.
    const guarded = request.email !== undefined || request.new_password !== undefined;
    if (guarded && !(await this.passwords.verify(user.passwordHash, request.current_password!))) {
      throw new ForbiddenException(WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    if (request.weekly_report !== undefined) user.weeklyReport = request.weekly_report;
    const emailChanged = request.email !== undefined && request.email !== user.email;
    if (emailChanged) {
      const other = await findUserByEmail(this.dataSource.manager, request.email!);
      if (other && other.id !== user.id) throw new AccountExistsError();
      user.email = request.email!;
      user.emailVerified = false;
    }
    if (request.new_password !== undefined)
      user.passwordHash = await this.passwords.hash(request.new_password);
    try {
      await this.dataSource.getRepository(User).save(user);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw new AccountExistsError();
      }
      throw error;
    }
    if (emailChanged) await this.accounts.sendConfirmation(user);
    const newSessionVersion =
      request.new_password !== undefined ? await this.sessions.revokeAll(user.id) : null;
    return { profile: toProfile(user), newSessionVersion };
  }

  /**
   * Deletes the account and, through the foreign keys, its students, their last-played rows and
   * its emailed tokens; every session ends. Other services delete their per-student data on the
   * account-deleted event (levels: completions and attempts).
   */
  async remove(identity: Identity): Promise<void> {
    const user = await this.account(identity);
    const studentIds = (
      await this.dataSource
        .getRepository(Student)
        .find({ where: { parentId: user.id }, select: { id: true } })
    ).map((student) => student.id);
    await this.dataSource.getRepository(User).delete({ id: user.id });
    await this.sessions.forget(user.id);
    for (const studentId of studentIds) {
      const event: StudentChangedEvent = { student_id: studentId, parent_id: user.id, deleted: true };
      await this.events.publish(STUDENT_CHANGED_QUEUE, event);
    }
    const deleted: AccountDeletedEvent = {
      user_id: user.id,
      student_ids: studentIds,
      deleted_at: new Date().toISOString(),
    };
    await this.events.publish(ACCOUNT_DELETED_QUEUE, deleted);
  }
}
