import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InternalServices } from '../accounts/internal-services';
import { appendLedger } from '../ledger/ledger';

/** auth/set-paid: staff mark an account (and its organization) as paid outside Paddle, e.g. by invoice. */
@Injectable()
export class PaidAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly services: InternalServices,
  ) {}

  async setPaid(staffId: string, email: string, paid: boolean) {
    const account = await this.services.accountByEmail(email);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO "payments"."paid_accounts" ("user_id", "organization_id", "paid", "set_by", "set_at")
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT ("user_id") DO UPDATE SET "organization_id" = EXCLUDED."organization_id",
           "paid" = EXCLUDED."paid", "set_by" = EXCLUDED."set_by", "set_at" = now()`,
        [account.user_id, account.organization_id, paid, staffId],
      );
      await appendLedger(manager, staffId, paid ? 'paid.set' : 'paid.unset', account.user_id, {
        organization_id: account.organization_id,
      });
    });
    return { email: account.email ?? email, paid };
  }
}
