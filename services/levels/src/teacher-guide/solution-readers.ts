import { Injectable, Logger } from '@nestjs/common';
import { hasRole, type Identity } from '@pylands/common';
import { AccountsClient } from '../accounts/accounts.client';

/**
 * Who may read the guide's reference solutions: teachers and school admins on their own session
 * (not while acting as a student) and platform staff. Everyone else (visitors, parents, students)
 * reads the guide without them.
 */
@Injectable()
export class SolutionReaders {
  private readonly logger = new Logger(SolutionReaders.name);

  constructor(private readonly accounts: AccountsClient) {}

  async may(identity: Identity | null): Promise<boolean> {
    if (!identity || identity.student_id !== null) return false;
    if (hasRole(identity, 'teacher') || hasRole(identity, 'admin')) return true;
    try {
      // The staff flag is not in the session: auth knows it.
      return (await this.accounts.account(identity.user_id)).is_staff;
    } catch (error) {
      // The guide itself is public: when auth cannot say, serve it without solutions.
      this.logger.warn(`Staff check failed, solutions hidden: ${(error as Error).message}`);
      return false;
    }
  }
}
