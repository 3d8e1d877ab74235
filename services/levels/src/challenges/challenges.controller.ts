import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, type Identity } from '@pylands/common';
import {
  challengeSubmitRequestSchema,
  type ChallengeList,
  type ChallengeRunStart,
  type ChallengeSubmitResponse,
  type ChallengeView,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChallengesService } from './challenges.service';

class ChallengeSubmitBody extends createZodDto(challengeSubmitRequestSchema) {}

/** The challenges page and a challenge's page (issue 23); every route is open to visitors too. */
@Controller('api/level')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Public()
  @Get('challenges')
  list(@CurrentIdentity() identity: Identity | null): Promise<ChallengeList> {
    return this.challenges.list(identity);
  }

  @Public()
  @Get('challenge/:slug')
  view(@CurrentIdentity() identity: Identity | null, @Param('slug') slug: string): Promise<ChallengeView> {
    return this.challenges.view(identity, slug);
  }

  @Public()
  @Post('challenge/:slug/run')
  @HttpCode(200)
  run(
    @CurrentIdentity() identity: Identity | null,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChallengeRunStart> {
    return this.challenges.run(identity, slug, request, reply);
  }

  @Public()
  @Post('challenge/:slug/submit')
  @HttpCode(200)
  submit(
    @CurrentIdentity() identity: Identity | null,
    @Param('slug') slug: string,
    @Body() body: ChallengeSubmitBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChallengeSubmitResponse> {
    return this.challenges.submit(identity, slug, body.code, request, reply);
  }
}
