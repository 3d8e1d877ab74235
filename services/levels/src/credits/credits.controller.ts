import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { AnonymousVisitors, anonymousSubject, CurrentIdentity, Public, type Identity } from '@pylands/common';
import { executionTypeSchema, type CreditRecord } from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreditsService } from './credits.service';

@Controller('api/credit')
export class CreditsController {
  constructor(
    private readonly credits: CreditsService,
    private readonly visitors: AnonymousVisitors,
  ) {}

  /**
   * Today's runs of this kind: the chosen student's, else the signed-in user's, else the anonymous
   * visitor's (whose signed cookie is issued here when missing, so the counter is theirs from the start).
   */
  @Public()
  @Get(':execution_type')
  today(
    @CurrentIdentity() identity: Identity | null,
    @Param('execution_type') executionType: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreditRecord> {
    const parsed = executionTypeSchema.safeParse(executionType);
    if (!parsed.success) throw new NotFoundException('Unknown execution type');
    const subject = identity
      ? (identity.student_id ?? identity.user_id)
      : anonymousSubject(this.visitors.identify(request, reply));
    return this.credits.today(subject, parsed.data);
  }
}
