import { createZodDto } from '@pylands/common';
import {
  assignPurchaseQuerySchema,
  setPaidQuerySchema,
  transferPurchasesQuerySchema,
} from '@pylands/contracts';

export class AssignPurchaseQuery extends createZodDto(assignPurchaseQuerySchema) {}
export class TransferPurchasesQuery extends createZodDto(transferPurchasesQuerySchema) {}
export class SetPaidQuery extends createZodDto(setPaidQuerySchema) {}
