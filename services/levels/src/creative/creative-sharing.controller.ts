import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, type Identity } from '@pylands/common';
import {
  CREATIVE_DEFAULT_CODE_TEMPLATE,
  CREATIVE_DEFAULT_ZOOM,
  CREATIVE_TEMPLATE_NOT_FOUND_MESSAGE,
  creativeCourseQuerySchema,
  creativeHiddenRequestSchema,
  creativeLevelRefQuerySchema,
  creativeProofRequestSchema,
  creativeReportRequestSchema,
  type CreativeProof,
  type CreativeReportedLevel,
  type CreativeTemplateDraft,
  type OkResponse,
} from '@pylands/contracts';
import { templateOf } from './creative-definition';
import { CreativeModerationService } from './creative-moderation.service';
import { CreativeProofService } from './creative-proof.service';

class CourseQuery extends createZodDto(creativeCourseQuerySchema) {}
class RefQuery extends createZodDto(creativeLevelRefQuerySchema) {}
class ProofBody extends createZodDto(creativeProofRequestSchema) {}
class ReportBody extends createZodDto(creativeReportRequestSchema) {}
class HiddenBody extends createZodDto(creativeHiddenRequestSchema) {}

/** Sharing creative levels (issue 22): the creator's proof, players' reports, staff's hiding, the template maps. */
@Controller('api/level/creative')
export class CreativeSharingController {
  constructor(
    private readonly proofs: CreativeProofService,
    private readonly moderation: CreativeModerationService,
  ) {}

  @Public()
  @Get('template/:map_path')
  template(@Param('map_path') mapPath: string): CreativeTemplateDraft {
    const template = templateOf(mapPath);
    if (!template) throw new NotFoundException(CREATIVE_TEMPLATE_NOT_FOUND_MESSAGE);
    return {
      name: template.name,
      map_path: template.map_path,
      mapPath: template.map_path,
      map: template.map as unknown as CreativeTemplateDraft['map'],
      player_start: template.start,
      start: template.start,
      zoom: CREATIVE_DEFAULT_ZOOM,
      code_template: CREATIVE_DEFAULT_CODE_TEMPLATE,
      codeTemplate: CREATIVE_DEFAULT_CODE_TEMPLATE,
      tutorial: null,
      items: [],
      level_goals: [],
      levelGoals: [],
    };
  }

  @Get('reports')
  reported(@CurrentIdentity() identity: Identity): Promise<CreativeReportedLevel[]> {
    return this.moderation.reported(identity);
  }

  @Post(':level_slug/proof')
  @HttpCode(200)
  prove(
    @CurrentIdentity() identity: Identity,
    @Param('level_slug') slug: string,
    @Query() query: CourseQuery,
    @Body() body: ProofBody,
  ): Promise<CreativeProof> {
    return this.proofs.prove(identity, query.course_id, slug, body);
  }

  @Post(':level_slug/report')
  @HttpCode(200)
  async report(
    @CurrentIdentity() identity: Identity,
    @Param('level_slug') slug: string,
    @Query() query: RefQuery,
    @Body() body: ReportBody,
  ): Promise<OkResponse> {
    const ref = { courseId: query.course_id, slug, creatorUserId: query.user_id };
    await this.moderation.report(identity, ref, body.reason);
    return { ok: true };
  }

  @Put(':level_slug/hidden')
  async hide(
    @CurrentIdentity() identity: Identity,
    @Param('level_slug') slug: string,
    @Query() query: RefQuery,
    @Body() body: HiddenBody,
  ): Promise<{ hidden: boolean }> {
    const ref = { courseId: query.course_id, slug, creatorUserId: query.user_id };
    return { hidden: await this.moderation.setHidden(identity, ref, body.hidden) };
  }
}
