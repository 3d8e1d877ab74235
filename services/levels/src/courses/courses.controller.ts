import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { CurrentIdentity, OptionalUuidQuery, Public, type Identity } from '@pylands/common';
import { getCourse, getLevel } from '@pylands/content';
import type { CourseData, LevelData } from '@pylands/contracts';
import { assertLevelOpenTo } from '../levels/level-access';
import { ProgressService } from '../progress/progress.service';
import { StudentAccessService } from '../students/student-access.service';
import { toCourseData, toLevelData } from './level-views';

@Controller('api/level')
export class CoursesController {
  constructor(
    private readonly progress: ProgressService,
    private readonly access: StudentAccessService,
  ) {}

  @Public()
  @Get('course/:slug')
  async course(
    @CurrentIdentity() identity: Identity | null,
    @Param('slug') slug: string,
    @Query('student_id', OptionalUuidQuery) requestedStudent: string | undefined,
  ): Promise<CourseData> {
    const course = getCourse(slug);
    if (!course) throw new NotFoundException('Course not found');
    const studentId = await this.access.resolve(identity, requestedStudent);
    const completions = studentId ? await this.progress.forCourse(studentId, course.id) : new Map();
    return toCourseData(course, completions);
  }

  /** `user_id` is the read-only view (play/{course}/{userId}/{level}): the caller's own user or student, or a parent's student. */
  @Public()
  @Get('data/:course_slug/:slug')
  async level(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_slug') courseSlug: string,
    @Param('slug') slug: string,
    @Query('user_id', OptionalUuidQuery) userId: string | undefined,
  ): Promise<LevelData> {
    const level = getLevel(courseSlug, slug);
    if (!level) throw new NotFoundException('Level not found');
    assertLevelOpenTo(level, identity);
    const own = userId !== undefined && identity !== null && userId === identity.user_id;
    const studentId = await this.access.resolve(identity, own ? undefined : userId);
    const completion = studentId ? await this.progress.forLevel(studentId, courseSlug, slug) : null;
    return toLevelData(level, completion);
  }
}
