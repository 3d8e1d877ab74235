import {
  Body,
  Controller,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  UnprocessableEntityException,
} from '@nestjs/common';
import { createZodDto, CurrentIdentity, DomainEvents, Roles, type Identity } from '@pylands/common';
import { getLevel } from '@pylands/content';
import {
  LEVEL_PLAYED_QUEUE,
  levelUpdateRequestSchema,
  type LevelCompletion,
  type LevelPlayedEvent,
} from '@pylands/contracts';
import { CreditsService } from '../credits/credits.service';
import { ProgressService } from './progress.service';

class LevelUpdateBody extends createZodDto(levelUpdateRequestSchema) {}

@Controller('api/level')
export class LevelUpdateController {
  constructor(
    private readonly progress: ProgressService,
    private readonly events: DomainEvents,
    private readonly credits: CreditsService,
  ) {}

  /** Sent when a run starts (in_progress) and when it completes (complete). Needs a chosen student. */
  @Roles('student')
  @Post('update/:slug')
  @HttpCode(200)
  async update(
    @CurrentIdentity() identity: Identity,
    @Param('slug') slug: string,
    @Body() body: LevelUpdateBody,
  ): Promise<LevelCompletion> {
    if (body.level_slug !== slug) {
      throw new UnprocessableEntityException({
        statusCode: 422,
        message: 'level_slug must match the level in the path',
        error: 'Unprocessable Entity',
      });
    }
    if (!getLevel(body.course_id, slug)) throw new NotFoundException('Level not found');
    const studentId = identity.student_id!;
    const saved = await this.progress.record(studentId, body);
    if (body.last_status === 'in_progress') await this.credits.countRun(studentId, 'level');
    const event: LevelPlayedEvent = {
      student_id: studentId,
      course_id: body.course_id,
      level_slug: slug,
      played_at: saved.updated_at,
    };
    await this.events.publish(LEVEL_PLAYED_QUEUE, event);
    return saved;
  }
}
