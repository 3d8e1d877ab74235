import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, type Identity } from '@pylands/common';
import { getLevel } from '@pylands/content';
import {
  CHOOSE_STUDENT_TO_PLAY_MESSAGE,
  levelUpdateRequestSchema,
  type AnonymousRunStart,
  type LevelCompletion,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertLevelOpenTo } from '../levels/level-access';
import { LevelUpdateService } from './level-update.service';

class LevelUpdateBody extends createZodDto(levelUpdateRequestSchema) {}

@Controller('api/level')
export class LevelUpdateController {
  constructor(private readonly updates: LevelUpdateService) {}

  /**
   * Sent when a run starts (in_progress, by everyone who may run) and when it completes (complete,
   * students only). Anonymous visitors are counted, not saved; signed-in users need a chosen student.
   */
  @Public()
  @Post('update/:slug')
  @HttpCode(200)
  async update(
    @CurrentIdentity() identity: Identity | null,
    @Param('slug') slug: string,
    @Body() body: LevelUpdateBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LevelCompletion | AnonymousRunStart> {
    if (body.level_slug !== slug) {
      throw new UnprocessableEntityException({
        statusCode: 422,
        message: 'level_slug must match the level in the path',
        error: 'Unprocessable Entity',
      });
    }
    const level = getLevel(body.course_id, slug);
    if (!level) throw new NotFoundException('Level not found');
    assertLevelOpenTo(level, identity);
    if (!identity) return this.updates.forVisitor(body, request, reply);
    if (!identity.student_id) throw new ForbiddenException(CHOOSE_STUDENT_TO_PLAY_MESSAGE);
    return this.updates.forStudent(identity, level, body);
  }
}
