import { Injectable } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { AccountsClient } from '../accounts/accounts.client';
import type { CreativeLevelRow } from './creative-level.entity';

/**
 * Who sees a creative level: its creator always; platform staff always (they moderate); others
 * only when it is not hidden and is public, or school-visible and they are in the creator's
 * organization.
 */
@Injectable()
export class CreativeAccess {
  constructor(private readonly accounts: AccountsClient) {}

  /** Staff act from their own session, never a student's (as auth/set-paid's guard). */
  async isStaff(identity: Identity | null): Promise<boolean> {
    if (!identity || identity.student_id) return false;
    return (await this.accounts.account(identity.user_id)).is_staff;
  }

  isCreator(identity: Identity | null, row: CreativeLevelRow): boolean {
    return identity !== null && row.userId === identity.user_id;
  }

  async mayView(identity: Identity | null, row: CreativeLevelRow): Promise<boolean> {
    if (this.isCreator(identity, row)) return true;
    if (row.hidden) return this.isStaff(identity);
    if (row.isPublic) return true;
    return (
      identity !== null &&
      row.schoolVisible &&
      row.organizationId !== null &&
      row.organizationId === identity.organization_id
    );
  }
}
