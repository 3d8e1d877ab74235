import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { CurrentIdentity, type Identity } from '@pylands/common';
import { SetPaidQuery, TransferPurchasesQuery } from '../purchases/purchases.dto';
import { PurchasesService } from '../purchases/purchases.service';
import { PaidAccountsService } from './paid-accounts.service';
import { StaffGuard } from './staff.guard';

/** Platform staff's payment calls (a school paying by invoice, a purchase bought on the wrong account). */
@UseGuards(StaffGuard)
@Controller('api')
export class StaffController {
  constructor(
    private readonly purchases: PurchasesService,
    private readonly paid: PaidAccountsService,
  ) {}

  @Get('payment/transfer-purchases')
  transfer(@CurrentIdentity() identity: Identity, @Query() query: TransferPurchasesQuery) {
    return this.purchases.transfer(
      identity.user_id,
      query.from_email,
      query.to_email,
      query.include_assigned ?? false,
    );
  }

  @Get('auth/set-paid')
  setPaid(@CurrentIdentity() identity: Identity, @Query() query: SetPaidQuery) {
    return this.paid.setPaid(identity.user_id, query.email, query.paid);
  }
}
