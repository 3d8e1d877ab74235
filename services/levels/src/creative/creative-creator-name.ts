import { Injectable, Logger } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { CREATIVE_CREATOR_FALLBACK_NAME } from '@pylands/contracts';
import { AccountsClient } from '../accounts/accounts.client';

/**
 * The name a level's card shows for its creator: the username of the student who built it (a
 * parent's chosen student or an organization student). Accounts have no other public name, and an
 * email is never shown, so an adult's levels show the fallback name.
 */
@Injectable()
export class CreativeCreatorName {
  private readonly logger = new Logger('CreativeCreatorName');

  constructor(private readonly accounts: AccountsClient) {}

  /** `previous` when auth cannot answer: saving a level never fails for its card's name. */
  async of(identity: Identity, previous = ''): Promise<string> {
    if (!identity.student_id) return CREATIVE_CREATOR_FALLBACK_NAME;
    try {
      const account = await this.accounts.account(identity.user_id);
      const student = account.students.find((s) => s.id === identity.student_id);
      return student?.username ?? CREATIVE_CREATOR_FALLBACK_NAME;
    } catch (error) {
      this.logger.warn(`creator name not refreshed: ${String(error)}`);
      return previous || CREATIVE_CREATOR_FALLBACK_NAME;
    }
  }
}
