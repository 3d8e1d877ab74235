import {
  Controller,
  Get,
  Headers,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CurrentIdentity,
  OptionalLanguageQuery,
  OptionalUuidQuery,
  Public,
  type Identity,
} from '@pylands/common';
import { getCourse, getLevel, guideImageOf } from '@pylands/content';
import type { CourseData, LevelData } from '@pylands/contracts';
import { CreativePlaysService } from '../creative/creative-plays.service';
import { ChapterAccessService } from '../classes/chapter-access.service';
import { ClassRulesService } from '../classes/class-rules.service';
import { assertLevelOpenTo } from '../levels/level-access';
import { LevelLocks } from '../entitlements/level-locks';
import { ProgressService } from '../progress/progress.service';
import { StudentAccessService } from '../students/student-access.service';
import { toCourseData, toLevelData } from './level-views';

@Controller('api')
export class CoursesController {
  constructor(
    private readonly progress: ProgressService,
    private readonly access: StudentAccessService,
    private readonly classRules: ClassRulesService,
    private readonly chapters: ChapterAccessService,
    private readonly locks: LevelLocks,
    private readonly creative: CreativePlaysService,
  ) {}

  @Public()
  @Get('level/course/:slug')
  async course(
    @CurrentIdentity() identity: Identity | null,
    @Param('slug') slug: string,
    @Query('student_id', OptionalUuidQuery) requestedStudent: string | undefined,
  ): Promise<CourseData> {
    const course = getCourse(slug);
    if (!course) throw new NotFoundException('Course not found');
    const studentId = await this.access.resolve(identity, requestedStudent);
    const [completions, entitlements] = await Promise.all([
      studentId ? this.progress.forCourse(studentId, course.id) : new Map(),
      this.locks.entitlements(identity, studentId),
    ]);
    return this.classRules.apply(studentId, toCourseData(course, completions, entitlements));
  }

  /**
   * Also at level-data/course/…, the other form the spec gives. `user_id` is the read-only view (play/{course}/{userId}/{level}): the caller's own user or student, or a parent's student.
   * 403 with the reason for a class student outside the chapters their class has opened; 402 for a
   * level the student (or a visitor) is not entitled to. `language`: the guide, hint and tutorial in
   * that language where the level is translated (`text_language` says which the answer carries). A slug that is no level of the course, with
   * `user_id`, is that user's saved creative level (chapter 0, never locked, no purchase needed).
   */
  @Public()
  @Get(['level/data/:course_slug/:slug', 'level-data/course/:course_slug/:slug'])
  async level(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_slug') courseSlug: string,
    @Param('slug') slug: string,
    @Query('user_id', OptionalUuidQuery) userId: string | undefined,
    @Query('language', OptionalLanguageQuery) language: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LevelData> {
    const level = getLevel(courseSlug, slug);
    if (!level && userId) return this.creative.open(identity, courseSlug, slug, userId, request, reply);
    if (!level) throw new NotFoundException('Level not found');
    assertLevelOpenTo(level, identity);
    const own = userId !== undefined && identity !== null && userId === identity.user_id;
    const studentId = await this.access.resolve(identity, own ? undefined : userId);
    // The student playing (not a parent or teacher reading their code) stays in the class's chapters.
    if (studentId !== null && studentId === identity?.student_id)
      await this.chapters.assertOpen(studentId, level);
    await this.locks.assertOpen(level, identity, studentId);
    const completion = studentId ? await this.progress.forLevel(studentId, courseSlug, slug) : null;
    return toLevelData(level, completion, language);
  }

  /**
   * The guide's picture of a level: its map at the start, drawn on first request and kept for the
   * process. The level data links it with `?v=` (a hash of the image), which may be cached for good;
   * without the current version it is revalidated after a short while.
   */
  @Public()
  @Get('level/guide/:course_slug/:file')
  guideImage(
    @Param('course_slug') courseSlug: string,
    @Param('file') file: string,
    @Query('v') version: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): StreamableFile | undefined {
    const slug = /^(.+)\.png$/.exec(file)?.[1];
    const level = slug === undefined ? undefined : getLevel(courseSlug, slug);
    if (!level) throw new NotFoundException('Level not found');
    const image = guideImageOf(level);
    const etag = `"${image.version}"`;
    reply.header(
      'cache-control',
      version === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    reply.header('etag', etag);
    if (ifNoneMatch === etag) {
      reply.status(304);
      return undefined;
    }
    return new StreamableFile(image.png, { type: 'image/png', length: image.png.length });
  }
}
