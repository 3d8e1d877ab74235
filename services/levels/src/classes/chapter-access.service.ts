import { ForbiddenException, Injectable } from '@nestjs/common';
import { getCourse, type LevelContent } from '@pylands/content';
import {
  CHAPTER_LOCKED_BY_CLASS_MESSAGE,
  CHAPTER_NO_SKIP_MESSAGE,
  QUIZ_REQUIRED_MESSAGE,
} from '@pylands/contracts';
import { chapterClosedReason, classLocksChapter, type ChapterClosedReason } from '@pylands/game-engine';
import { toCourseData } from '../courses/level-views';
import { ProgressService } from '../progress/progress.service';
import { ClassRulesService } from './class-rules.service';

const CLOSED_MESSAGES: Record<Exclude<ChapterClosedReason, null>, string> = {
  class_locked: CHAPTER_LOCKED_BY_CLASS_MESSAGE,
  no_skip: CHAPTER_NO_SKIP_MESSAGE,
  quiz: QUIZ_REQUIRED_MESSAGE,
};

/**
 * A class student may open and play only the chapters the sidebar shows them (the same rule from
 * libs/game-engine): typing a level's URL does not get past the teacher's unlocked_chapters, no_skip
 * or a quiz not yet passed (classes with quizzes on).
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
    if (!klass.details.no_skip && !klass.details.quiz) return;
    const [completions, passed] = await Promise.all([
      this.progress.forCourse(studentId, course.id),
      this.classRules.passedQuizzes(klass, studentId, course.id),
    ]);
    // Class chapters only: payment locks are checked on their own (LevelLocks).
    const courseData = this.classRules.applyClass(klass, toCourseData(course, completions, null), passed);
    const reason = chapterClosedReason(courseData.chapters, klass.details, level.chapterId);
    if (reason) throw new ForbiddenException(CLOSED_MESSAGES[reason]);
  }
}
