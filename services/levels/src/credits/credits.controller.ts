import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { CurrentIdentity, Public, type Identity } from '@pylands/common';
import { executionTypeSchema, type CreditRecord } from '@pylands/contracts';
import { CreditsService } from './credits.service';

@Controller('api/credit')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  /** Today's runs of this kind for the chosen student (or the signed-in user). Anonymous visitors: 0 for now. */
  @Public()
  @Get(':execution_type')
  today(
    @CurrentIdentity() identity: Identity | null,
    @Param('execution_type') executionType: string,
  ): Promise<CreditRecord> {
    const parsed = executionTypeSchema.safeParse(executionType);
    if (!parsed.success) throw new NotFoundException('Unknown execution type');
    return this.credits.today(identity ? (identity.student_id ?? identity.user_id) : null, parsed.data);
  }
}
