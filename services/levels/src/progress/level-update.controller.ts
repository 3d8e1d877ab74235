import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { createZodDto, CurrentIdentity, type Identity, Public, validationError } from '@pylands/common';
import { getLevel } from '@pylands/content';
import {
  CHOOSE_STUDENT_TO_PLAY_MESSAGE,
  levelUpdateBodySchema,
  levelUpdateQuerySchema,
  type AnonymousRunStart,
  type LevelCompletion,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreativePlaysService } from '../creative/creative-plays.service';
import { assertLevelOpenTo } from '../levels/level-access';
import { LevelUpdateService } from './level-update.service';

class LevelUpdateBody extends createZodDto(levelUpdateBodySchema) {}
class LevelUpdateQuery extends createZodDto(levelUpdateQuerySchema) {}

@Controller('api/level')
export class LevelUpdateController {
  constructor(
    private readonly updates: LevelUpdateService,
    private readonly creative: CreativePlaysService,
  ) {}

  /**
   * Sent when a run starts (in_progress, by everyone who may run) and when it completes (complete,
   * students only). Anonymous visitors are counted, not saved; signed-in users need a chosen student.
   * A slug that is no level of the course, with `?user_id`, is a run of that user's creative level.
   */
  @Public()
  @Post('update/:slug')
  @HttpCode(200)
  async update(
    @CurrentIdentity() identity: Identity | null,
    @Param('slug') slug: string,
    @Body() wire: LevelUpdateBody,
    @Query() query: LevelUpdateQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LevelCompletion | AnonymousRunStart> {
    // The spec sends the course id "with" the update: the body's field, else the query's.
    const courseId = wire.course_id ?? query.course_id;
    if (courseId === undefined) throw validationError('course_id is required');
    const body = { ...wire, course_id: courseId };
    if (body.level_slug !== slug) {
      throw validationError('level_slug must match the level in the path');
    }
    const level = getLevel(body.course_id, slug);
    if (!level && query.user_id)
      return this.creative.run(identity, body.course_id, slug, query.user_id, request, reply);
    if (!level) throw new NotFoundException('Level not found');
    assertLevelOpenTo(level, identity);
    if (!identity) return this.updates.forVisitor(level, body, request, reply);
    if (!identity.student_id) throw new ForbiddenException(CHOOSE_STUDENT_TO_PLAY_MESSAGE);
    return this.updates.forStudent(identity, level, body);
  }
}
