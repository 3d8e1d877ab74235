import { Body, Controller, Delete, ForbiddenException, Get, Param, Post, Put, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, UuidParam, type Identity } from '@pylands/common';
import {
  CREATIVE_SCHOOL_ONLY_MESSAGE,
  creativeCourseQuerySchema,
  creativeForceQuerySchema,
  creativeLevelCreateSchema,
  creativeLevelInputSchema,
  creativePageQuerySchema,
  type CreativeLevel,
  type CreativeLevelPage,
  type CreativeLevelSummary,
  type CreatorStats,
  type OkResponse,
} from '@pylands/contracts';
import { CreativeLevelsService } from './creative-levels.service';
import { toCreativeLevel, toCreativeSummary } from './creative-views';

class CreativeLevelCreateBody extends createZodDto(creativeLevelCreateSchema) {}
class CreativeLevelBody extends createZodDto(creativeLevelInputSchema) {}
class CourseQuery extends createZodDto(creativeCourseQuerySchema) {}
class ForceQuery extends createZodDto(creativeForceQuerySchema) {}
class PageQuery extends createZodDto(creativePageQuerySchema) {}
class CheckSlugParams extends createZodDto(creativeCourseQuerySchema.required()) {}

const page = (
  result: { rows: Parameters<typeof toCreativeSummary>[0][]; total: number },
  query: PageQuery,
) => ({
  items: result.rows.map(toCreativeSummary),
  total: result.total,
  page: query.page,
  size: query.size,
  pages: Math.ceil(result.total / query.size),
});

/**
 * The level creator's calls. Saving, listing one's own and school levels need a session (the
 * creator is a protected route); public levels are for everyone.
 */
@Controller('api/level/creative')
export class CreativeLevelsController {
  constructor(private readonly levels: CreativeLevelsService) {}

  @Post()
  async save(
    @CurrentIdentity() identity: Identity,
    @Query() query: ForceQuery,
    @Body() body: CreativeLevelCreateBody,
  ): Promise<CreativeLevel> {
    return toCreativeLevel(await this.levels.create(identity, body, query.force_create ?? false));
  }

  @Post('create')
  async create(
    @CurrentIdentity() identity: Identity,
    @Body() body: CreativeLevelCreateBody,
  ): Promise<CreativeLevel> {
    return toCreativeLevel(await this.levels.create(identity, body, false));
  }

  @Get()
  async mine(@CurrentIdentity() identity: Identity): Promise<CreativeLevelSummary[]> {
    return (await this.levels.mine(identity)).map(toCreativeSummary);
  }

  @Public()
  @Get('public')
  async publicLevels(): Promise<CreativeLevelSummary[]> {
    return (await this.levels.publicLevels()).map(toCreativeSummary);
  }

  @Public()
  @Get('public/paginated')
  async publicPage(@Query() query: PageQuery): Promise<CreativeLevelPage> {
    return page(await this.levels.publicPage(query), query);
  }

  @Public()
  @Get('public/creator/:creator_user_id')
  async creatorLevels(
    @Param('creator_user_id', UuidParam) creatorUserId: string,
  ): Promise<CreativeLevelSummary[]> {
    return (await this.levels.publicLevels(creatorUserId)).map(toCreativeSummary);
  }

  @Public()
  @Get('public/creator/:creator_user_id/paginated')
  async creatorPage(
    @Param('creator_user_id', UuidParam) creatorUserId: string,
    @Query() query: PageQuery,
  ): Promise<CreativeLevelPage> {
    return page(await this.levels.publicPage(query, creatorUserId), query);
  }

  @Public()
  @Get('public/creator/:creator_user_id/stats')
  async creatorStats(@Param('creator_user_id', UuidParam) creatorUserId: string): Promise<CreatorStats> {
    const courses = await this.levels.stats(creatorUserId);
    const publicLevels = Object.values(courses).reduce((sum, count) => sum + count, 0);
    return { creator_user_id: creatorUserId, public_levels: publicLevels, courses };
  }

  @Get('school')
  async school(@CurrentIdentity() identity: Identity): Promise<CreativeLevelSummary[]> {
    if (!identity.organization_id) throw new ForbiddenException(CREATIVE_SCHOOL_ONLY_MESSAGE);
    return (await this.levels.school(identity.organization_id)).map(toCreativeSummary);
  }

  @Get('check-slug/:course_id/:level_slug')
  async checkSlug(
    @Param() params: CheckSlugParams,
    @Param('level_slug') slug: string,
  ): Promise<{ exists: boolean }> {
    return { exists: await this.levels.exists(params.course_id, slug) };
  }

  @Public()
  @Get(':level_slug')
  async level(
    @CurrentIdentity() identity: Identity | null,
    @Param('level_slug') slug: string,
    @Query() query: CourseQuery,
  ): Promise<CreativeLevel> {
    return toCreativeLevel(await this.levels.get(identity, query.course_id, slug));
  }

  @Put(':level_slug')
  async update(
    @CurrentIdentity() identity: Identity,
    @Param('level_slug') slug: string,
    @Query() query: CourseQuery,
    @Body() body: CreativeLevelBody,
  ): Promise<CreativeLevel> {
    return toCreativeLevel(await this.levels.update(identity, query.course_id, slug, body));
  }

  @Delete(':level_slug')
  async remove(
    @CurrentIdentity() identity: Identity,
    @Param('level_slug') slug: string,
    @Query() query: CourseQuery,
  ): Promise<OkResponse> {
    await this.levels.remove(identity, query.course_id, slug);
    return { ok: true };
  }
}
