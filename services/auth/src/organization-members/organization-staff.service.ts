import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { UserType } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { findUserByEmail, normalizeEmail } from '../accounts/users-by-email';
import { PasswordHasher } from '../password/password-hasher';
import { SessionStates } from '../session/session-states.service';
import { User } from '../users/user.entity';
import { MemberAccountsService } from './member-accounts.service';
import { isUniqueViolation } from './unique-violation';

const EMAIL_TAKEN = 'An account with this email already exists';

/** Accounts of organization staff (admins, teachers), written by the organizations service. */
@Injectable()
export class OrganizationStaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly states: SessionStates,
    private readonly accounts: MemberAccountsService,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
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
    if (await findUserByEmail(this.dataSource.manager, email)) throw new ConflictException(EMAIL_TAKEN);
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
      if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  async updateStaff(userId: string, input: { email?: string; password?: string }): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user || !user.organizationId) throw new NotFoundException('Account not found');
    if (input.email !== undefined) {
      const email = normalizeEmail(input.email);
      const other = await findUserByEmail(this.dataSource.manager, email);
      if (other && other.id !== userId) throw new ConflictException(EMAIL_TAKEN);
      user.email = email;
    }
    if (input.password !== undefined) user.passwordHash = await this.passwords.hash(input.password);
    await this.users.save(user);
    if (input.password !== undefined) await this.states.revokeAll(userId);
  }

  deleteStaff(userId: string): Promise<void> {
    return this.accounts.deleteAccount(userId);
  }
}
