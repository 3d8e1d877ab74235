import { ForbiddenException, Injectable } from '@nestjs/common';
import { getCourse, type LevelContent } from '@pylands/content';
import { CHAPTER_LOCKED_BY_CLASS_MESSAGE, CHAPTER_NO_SKIP_MESSAGE } from '@pylands/contracts';
import { classLocksChapter, visibleChapters } from '@pylands/game-engine';
import { toCourseData } from '../courses/level-views';
import { ProgressService } from '../progress/progress.service';
import { ClassRulesService } from './class-rules.service';

/**
 * A class student may open and play only the chapters the sidebar shows them (the same rule from
 * libs/game-engine): typing a level's URL does not get past the teacher's unlocked_chapters or no_skip.
 */
@Injectable()
export class ChapterAccessService {
  constructor(
    private readonly classRules: ClassRulesService,
    private readonly progress: ProgressService,
  ) {}

  /** 403 with the reason when the student's class keeps the level's chapter closed. */
  async assertOpen(studentId: string, level: LevelContent): Promise<void> {
    const klass = await this.classRules.classOf(studentId);
    if (!klass) return;
    const course = getCourse(level.courseId);
    const index = course?.chapters.findIndex((chapter) => chapter.id === level.chapterId) ?? -1;
    // Creative levels (a chapter the course data does not list) are not class-locked.
    if (!course || index === -1) return;
    if (classLocksChapter(level.chapterId, index, klass.details.unlocked_chapters))
      throw new ForbiddenException(CHAPTER_LOCKED_BY_CLASS_MESSAGE);
    if (!klass.details.no_skip) return;
    const courseData = this.classRules.applyClass(
      klass,
      // Class chapters only: payment locks are checked on their own (LevelLocks).
      toCourseData(course, await this.progress.forCourse(studentId, course.id), null),
    );
    if (
      !visibleChapters(courseData.chapters, klass.details).some((chapter) => chapter.id === level.chapterId)
    )
      throw new ForbiddenException(CHAPTER_NO_SKIP_MESSAGE);
  }
}
