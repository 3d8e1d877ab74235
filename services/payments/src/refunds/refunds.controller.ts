import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentIdentity, Roles, UuidParam, type Identity } from '@pylands/common';
import { RequestRefundQuery } from '../subscriptions/billing.dto';
import { RefundsService } from './refunds.service';

/** Refund eligibility, requests and their status, for whoever manages billing. */
@Roles('parent-without-student', 'admin')
@Controller('api/payment')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Get('refund-eligibility/:purchase_id')
  eligibility(@CurrentIdentity() identity: Identity, @Param('purchase_id', UuidParam) purchaseId: string) {
    return this.refunds.eligibility(identity, purchaseId);
  }

  @Post('request-refund')
  @HttpCode(200)
  request(@CurrentIdentity() identity: Identity, @Query() query: RequestRefundQuery) {
    return this.refunds.request(identity, query.purchase_id, query.reason);
  }

  @Get('refunds')
  list(@CurrentIdentity() identity: Identity) {
    return this.refunds.list(identity);
  }
}
