import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { CurrentIdentity, Public, type Identity } from '@pylands/common';
import { getCourse } from '@pylands/content';
import {
  teacherGuideChapterNotFoundMessage,
  teacherGuideCourseNotFoundMessage,
  type TeacherGuideChapter,
  type TeacherGuideIndex,
} from '@pylands/contracts';
import { SolutionReaders } from './solution-readers';
import { teacherGuideChapter, teacherGuideIndex } from './teacher-guide-views';

/** The teacher's guide (issue 23): public content; reference solutions for teachers, admins and staff. */
@Controller('api/level/teacher-guide')
export class TeacherGuideController {
  constructor(private readonly readers: SolutionReaders) {}

  @Public()
  @Get()
  index(): TeacherGuideIndex {
    return teacherGuideIndex();
  }

  @Public()
  @Get(':course_id/:chapter_id')
  async chapter(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_id') courseId: string,
    @Param('chapter_id') chapterId: string,
  ): Promise<TeacherGuideChapter> {
    const course = getCourse(courseId);
    if (!course) throw new NotFoundException(teacherGuideCourseNotFoundMessage(courseId));
    const chapter = /^\d+$/.test(chapterId)
      ? course.chapters.find((c) => c.id === Number(chapterId))
      : undefined;
    if (!chapter) throw new NotFoundException(teacherGuideChapterNotFoundMessage(course.name, chapterId));
    return teacherGuideChapter(course, chapter, await this.readers.may(identity));
  }
}
