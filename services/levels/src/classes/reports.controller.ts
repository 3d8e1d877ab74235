import { Controller, ForbiddenException, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, type Identity } from '@pylands/common';
import { getCourse } from '@pylands/content';
import {
  chapterCompletionQuerySchema,
  classFilterQuerySchema,
  type CompletionReport,
  type ReportStudent,
} from '@pylands/contracts';
import { DataSource, In } from 'typeorm';
import { LevelCompletion } from '../progress/level-completion.entity';
import { ClassRulesService } from './class-rules.service';

class OrgCompletionQuery extends createZodDto(classFilterQuerySchema) {}
class ChapterCompletionQuery extends createZodDto(chapterCompletionQuerySchema) {}

/** Teachers' and admins' view of their students' progress (per class, per chapter, per student). */
@Controller('api/level/course')
export class ReportsController {
  constructor(
    private readonly classes: ClassRulesService,
    private readonly dataSource: DataSource,
  ) {}

  private async report(
    identity: Identity,
    courseSlug: string,
    classId: string | undefined,
    chapterId: number | null,
  ): Promise<CompletionReport> {
    const course = getCourse(courseSlug);
    if (!course) throw new NotFoundException('Course not found');
    if (
      !identity.organization_id ||
      identity.student_id !== null ||
      (identity.user_type !== 1 && identity.user_type !== 2)
    ) {
      throw new ForbiddenException('Only teachers and administrators of an organization can see reports');
    }
    const mine = await this.classes.classesFor(identity);
    let classes = mine;
    if (classId) {
      const klass = mine.find((candidate) => candidate.class_id === classId);
      if (!klass) {
        if (await this.classes.getClass(classId)) throw new ForbiddenException('This class is not yours');
        throw new NotFoundException('Class not found');
      }
      classes = [klass];
    }
    const chapters =
      chapterId === null ? course.chapters : course.chapters.filter((chapter) => chapter.id === chapterId);
    if (chapterId !== null && chapters.length === 0) throw new NotFoundException('Chapter not found');
    const levels = chapters.flatMap((chapter) =>
      chapter.levels.map((level) => ({ slug: level.slug, name: level.name, chapter_id: chapter.id })),
    );
    const members = await this.classes.members(classes.map((klass) => klass.class_id));
    const completions = members.length
      ? await this.dataSource.getRepository(LevelCompletion).findBy({
          studentId: In(members.map((member) => member.student_id)),
          courseId: course.id,
        })
      : [];
    const inReport = new Set(levels.map((level) => level.slug));
    const students: ReportStudent[] = members.map((member) => {
      const statuses: ReportStudent['levels'] = {};
      for (const row of completions) {
        if (row.studentId === member.student_id && inReport.has(row.levelSlug))
          statuses[row.levelSlug] = row.lastStatus;
      }
      return {
        student_id: member.student_id,
        username: member.username,
        name: member.name,
        class_id: member.class_id,
        levels: statuses,
        completed: Object.values(statuses).filter((status) => status === 'complete').length,
      };
    });
    return {
      course_id: course.id,
      chapter_id: chapterId,
      classes: classes.map((klass) => ({ id: klass.class_id, name: klass.details.name })),
      levels,
      students,
    };
  }

  @Get(':course_slug/org-completion')
  orgCompletion(
    @CurrentIdentity() identity: Identity,
    @Param('course_slug') courseSlug: string,
    @Query() query: OrgCompletionQuery,
  ): Promise<CompletionReport> {
    return this.report(identity, courseSlug, query.class_id, null);
  }

  @Get(':course_slug/chapter-completion')
  chapterCompletion(
    @CurrentIdentity() identity: Identity,
    @Param('course_slug') courseSlug: string,
    @Query() query: ChapterCompletionQuery,
  ): Promise<CompletionReport> {
    return this.report(identity, courseSlug, query.class_id, query.chapter_id);
  }
}
