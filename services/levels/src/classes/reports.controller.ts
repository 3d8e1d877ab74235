import { Controller, ForbiddenException, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, type Identity } from '@pylands/common';
import { getCourse, type CourseContent } from '@pylands/content';
import {
  chapterCompletionQuerySchema,
  classFilterQuerySchema,
  type CompletionReport,
  type ReportStudent,
} from '@pylands/contracts';
import { visibleChapters } from '@pylands/game-engine';
import { DataSource, In } from 'typeorm';
import { toCourseData } from '../courses/level-views';
import { LevelCompletion } from '../progress/level-completion.entity';
import { chapterHasQuiz } from '../quizzes/quiz-content';
import type { QuizResultRow } from '../quizzes/quiz-result.entity';
import { QuizResultsService, toReportQuiz } from '../quizzes/quiz-results.service';
import { ClassRulesService, type OrgClass } from './class-rules.service';

class OrgCompletionQuery extends createZodDto(classFilterQuerySchema) {}
class ChapterCompletionQuery extends createZodDto(chapterCompletionQuerySchema) {}

/** Teachers' and admins' view of their students' progress (per class, per chapter, per student). */
@Controller('api/level/course')
export class ReportsController {
  constructor(
    private readonly classes: ClassRulesService,
    private readonly dataSource: DataSource,
    private readonly quizResults: QuizResultsService,
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
    const classById = new Map(classes.map((klass) => [klass.class_id, klass]));
    // Quiz results count for students of classes with quizzes on (their quizzes gate and complete chapters).
    const quizMembers = members.filter((member) => classById.get(member.class_id)?.details.quiz);
    const quizRows = await this.quizResults.forStudents(
      quizMembers.map((member) => member.student_id),
      course.id,
    );
    const chapterIds = new Set(chapters.map((chapter) => chapter.id));
    const students: ReportStudent[] = members.map((member) => {
      const own = completions.filter((row) => row.studentId === member.student_id);
      const quizzes = quizRows.filter((row) => row.studentId === member.student_id);
      const statuses: ReportStudent['levels'] = {};
      for (const row of own) if (inReport.has(row.levelSlug)) statuses[row.levelSlug] = row.lastStatus;
      const lastActivity = own.reduce<Date | null>(
        (latest, row) => (latest && latest >= row.updatedAt ? latest : row.updatedAt),
        null,
      );
      const klass = classById.get(member.class_id);
      return {
        student_id: member.student_id,
        username: member.username,
        name: member.name,
        class_id: member.class_id,
        levels: statuses,
        completed: Object.values(statuses).filter((status) => status === 'complete').length,
        last_activity: lastActivity ? lastActivity.toISOString() : null,
        locked_chapters: klass ? this.lockedChapters(course, klass, own, quizzes, chapters) : [],
        ...(klass?.details.quiz ? { quizzes: this.reportQuizzes(quizzes, chapterIds) } : {}),
      };
    });
    const anyQuizClass = classes.some((klass) => klass.details.quiz);
    return {
      course_id: course.id,
      chapter_id: chapterId,
      classes: classes.map((klass) => ({ id: klass.class_id, name: klass.details.name })),
      chapters: chapters.map((chapter) => ({
        id: chapter.id,
        name: chapter.name,
        ...(anyQuizClass ? { quiz_exists: chapterHasQuiz(course.id, chapter.id) } : {}),
      })),
      levels,
      students,
    };
  }

  /** Chapter id → the student's result, for the report's chapters. */
  private reportQuizzes(rows: QuizResultRow[], chapterIds: Set<number>): ReportStudent['quizzes'] {
    return Object.fromEntries(
      rows
        .filter((row) => chapterIds.has(row.chapterId))
        .map((row) => [String(row.chapterId), toReportQuiz(row)]),
    );
  }

  /** The report's chapters the student's sidebar does not show them (the class rule of libs/game-engine). */
  private lockedChapters(
    course: CourseContent,
    klass: OrgClass,
    own: LevelCompletion[],
    quizzes: QuizResultRow[],
    chapters: CourseContent['chapters'],
  ): number[] {
    const courseData = this.classes.applyClass(
      klass,
      // Class chapters only: payment locks do not change which chapters a class opened.
      toCourseData(course, new Map(own.map((row) => [row.levelSlug, row])), null),
      new Set(quizzes.filter((row) => row.passed).map((row) => row.chapterId)),
    );
    const open = new Set(visibleChapters(courseData.chapters, klass.details).map((chapter) => chapter.id));
    return chapters.filter((chapter) => !open.has(chapter.id)).map((chapter) => chapter.id);
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
