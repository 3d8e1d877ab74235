import { Injectable } from '@nestjs/common';
import type { CourseContent } from '@pylands/content';
import type { CourseData } from '@pylands/contracts';
import { chapterComplete } from '@pylands/game-engine';
import { ClassRulesService } from '../classes/class-rules.service';
import { toCourseData } from '../courses/level-views';
import { ProgressService } from '../progress/progress.service';

/**
 * A student's course data as level/course builds it (completions, then the class's marks with
 * quiz_exists and quiz_complete), so badges and certificates judge a chapter complete by the very
 * rule the sidebar shows: game-engine's `chapterComplete`.
 */
@Injectable()
export class CourseProgressReader {
  constructor(
    private readonly progress: ProgressService,
    private readonly classRules: ClassRulesService,
  ) {}

  async courseData(studentId: string, course: CourseContent): Promise<CourseData> {
    const completions = await this.progress.forCourse(studentId, course.id);
    // Entitlements only mark locks, which completeness does not read.
    return this.classRules.apply(studentId, toCourseData(course, completions, null));
  }

  /** Every chapter of the course complete (its levels and, where the class has quizzes, its quiz). */
  async courseComplete(studentId: string, course: CourseContent): Promise<boolean> {
    const data = await this.courseData(studentId, course);
    return data.chapters.length > 0 && data.chapters.every(chapterComplete);
  }
}
