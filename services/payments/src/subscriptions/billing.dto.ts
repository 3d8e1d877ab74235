import { createZodDto } from '@pylands/common';
import {
  checkoutQuerySchema,
  optionalPlanNameQuerySchema,
  planNameQuerySchema,
  purchaseIdQuerySchema,
  requestRefundQuerySchema,
} from '@pylands/contracts';

export class PurchaseIdQuery extends createZodDto(purchaseIdQuerySchema) {}
export class PlanNameQuery extends createZodDto(planNameQuerySchema) {}
export class OptionalPlanNameQuery extends createZodDto(optionalPlanNameQuerySchema) {}
export class RequestRefundQuery extends createZodDto(requestRefundQuerySchema) {}
export class CheckoutQuery extends createZodDto(checkoutQuerySchema) {}
