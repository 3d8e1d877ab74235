import { Controller, ForbiddenException, Get, Query, Req, Res } from '@nestjs/common';
import {
  AnonymousVisitors,
  createZodDto,
  CurrentIdentity,
  EntitlementsClient,
  Public,
  type Identity,
} from '@pylands/common';
import {
  assistantUsageQuerySchema,
  UserType,
  type AssistantCredit,
  type AssistantUsage,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AssistantCreditsService, type AssistantType } from './assistant-credits.service';
import { creditSubject } from './credit-subject';
import { AssistantPolicies } from './assistant-policy';
import { ParentStudents } from './parent-students';

class UsageQuery extends createZodDto(assistantUsageQuerySchema) {}

/**
 * The coding assistant's credits. The gateway sends GET credit/level_assistant,
 * credit/challenge_assistant and credit/usage here; every other credit/* goes to levels.
 */
@Controller('api/credit')
export class AssistantCreditsController {
  constructor(
    private readonly credits: AssistantCreditsService,
    private readonly visitors: AnonymousVisitors,
    private readonly parents: ParentStudents,
    private readonly policies: AssistantPolicies,
    private readonly entitlements: EntitlementsClient,
  ) {}

  private async today(
    type: AssistantType,
    identity: Identity | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AssistantCredit> {
    const subject = creditSubject(identity, this.visitors, request, reply);
    const policy = await this.policies.policyFor(identity, await this.entitlements.forSession(identity));
    return { execution_type: type, counter: await this.credits.today(subject, type), limit: policy.limit };
  }

  @Public()
  @Get('level_assistant')
  level(
    @CurrentIdentity() identity: Identity | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AssistantCredit> {
    return this.today('level_assistant', identity, request, reply);
  }

  @Public()
  @Get('challenge_assistant')
  challenge(
    @CurrentIdentity() identity: Identity | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AssistantCredit> {
    return this.today('challenge_assistant', identity, request, reply);
  }

  /** A parent's view of one of their students' assistant use per day (the student may see their own). */
  @Get('usage')
  async usage(@CurrentIdentity() identity: Identity, @Query() query: UsageQuery): Promise<AssistantUsage> {
    const studentId = query.student_id;
    const own = identity.student_id === studentId;
    const parent =
      identity.user_type === UserType.Parent && (await this.parents.owns(identity.user_id, studentId));
    if (!own && !parent) throw new ForbiddenException('You cannot see this student’s assistant use');
    return this.credits.usage(studentId);
  }
}
