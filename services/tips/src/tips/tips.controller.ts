import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  Post,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  AnonymousVisitors,
  createZodDto,
  CurrentIdentity,
  describeZodError,
  Public,
  type Identity,
} from '@pylands/common';
import {
  anyTipRequestSchema,
  challengeTipRequestSchema,
  CHOOSE_STUDENT_TO_PLAY_MESSAGE,
  levelTipRequestSchema,
  type Tip,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { creditSubject } from '../credits/credit-subject';
import type { TipJob } from './tip-job';
import { TipsService } from './tips.service';

class LevelTipBody extends createZodDto(levelTipRequestSchema) {}
class ChallengeTipBody extends createZodDto(challengeTipRequestSchema) {}

/**
 * Tips after a failed run (doc 2 §7). Anonymous visitors and students may ask (within their
 * credits); a signed-in account without a chosen student cannot run code, so it gets no tips.
 */
@Controller('api/chatgpt')
export class TipsController {
  constructor(
    private readonly tips: TipsService,
    private readonly visitors: AnonymousVisitors,
  ) {}

  private subject(identity: Identity | null, request: FastifyRequest, reply: FastifyReply): string {
    if (identity && !identity.student_id) throw new ForbiddenException(CHOOSE_STUDENT_TO_PLAY_MESSAGE);
    return creditSubject(identity, this.visitors, request, reply);
  }

  @Public()
  @Post('generate-tip-level-async')
  @HttpCode(200)
  level(
    @CurrentIdentity() identity: Identity | null,
    @Body() body: LevelTipBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Tip> {
    return this.tips.tip(identity, this.subject(identity, request, reply), { kind: 'level', request: body });
  }

  @Public()
  @Post('generate-tip-challenge-async')
  @HttpCode(200)
  challenge(
    @CurrentIdentity() identity: Identity | null,
    @Body() body: ChallengeTipBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Tip> {
    return this.tips.tip(identity, this.subject(identity, request, reply), {
      kind: 'challenge',
      request: body,
    });
  }

  /** The catalogue's plain generate-tip: a challenge tip when the body has a description, else a level tip. */
  @Public()
  @Post('generate-tip')
  @HttpCode(200)
  any(
    @CurrentIdentity() identity: Identity | null,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Tip> {
    const parsed = anyTipRequestSchema.safeParse(body);
    if (!parsed.success) throw new UnprocessableEntityException(describeZodError(parsed.error, 'body'));
    const job: TipJob =
      'description' in parsed.data
        ? { kind: 'challenge', request: parsed.data }
        : { kind: 'level', request: parsed.data };
    return this.tips.tip(identity, this.subject(identity, request, reply), job);
  }
}
