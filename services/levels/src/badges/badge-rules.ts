import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { getCourse } from '@pylands/content';
import { chapterComplete } from '@pylands/game-engine';
import { DataSource } from 'typeorm';
import { ProgressSignal, type ProgressChange } from '../achievements/progress-signal';
import { CourseProgressReader } from '../achievements/course-progress';
import { BadgeAwardsService } from './badge-awards.service';
import {
  badgeDefinition,
  chapterBadgeId,
  FIVE_CHALLENGES,
  quizBadgeId,
  STREAK_DAYS,
} from './badge-catalogue';
import { longestDayStreak } from './day-streak';

/**
 * Awards badges as verified progress is recorded (ProgressSignal). A failure is logged, not thrown:
 * the progress itself is saved, and the chapter badge is judged again on the next level or quiz.
 */
@Injectable()
export class BadgeRules implements OnModuleInit {
  private readonly logger = new Logger('BadgeRules');

  constructor(
    private readonly signal: ProgressSignal,
    private readonly awards: BadgeAwardsService,
    private readonly courses: CourseProgressReader,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.signal.on((change) => this.follow(change));
  }

  async follow(change: ProgressChange): Promise<void> {
    try {
      await this.apply(change);
    } catch (error) {
      this.logger.error(`badges for ${change.kind} of ${change.student_id}: ${String(error)}`);
    }
  }

  private async apply(change: ProgressChange): Promise<void> {
    switch (change.kind) {
      case 'level': {
        const chapter = getCourse(change.course_id)?.chapters.find((c) =>
          c.levels.some((level) => level.slug === change.level_slug),
        );
        if (chapter) await this.judgeChapter(change.student_id, change.course_id, chapter.id);
        await this.judgeStreak(change.student_id);
        return;
      }
      case 'quiz':
        if (change.passed)
          await this.give(change.student_id, quizBadgeId(change.course_id, change.chapter_id));
        await this.judgeChapter(change.student_id, change.course_id, change.chapter_id);
        return;
      case 'challenge':
        if (change.solved_count >= 1) await this.give(change.student_id, 'first-challenge');
        if (change.solved_count >= FIVE_CHALLENGES) await this.give(change.student_id, 'five-challenges');
        return;
      case 'creative':
        await this.give(change.student_id, 'first-creative');
        return;
    }
  }

  private async give(studentId: string, badgeId: string): Promise<void> {
    const badge = badgeDefinition(badgeId);
    if (badge) await this.awards.award(studentId, badge);
  }

  /** The chapter by the course data's own rule (its levels, and its quiz where the class has quizzes). */
  private async judgeChapter(studentId: string, courseId: string, chapterId: number): Promise<void> {
    const course = getCourse(courseId);
    if (!course) return;
    const data = await this.courses.courseData(studentId, course);
    const chapter = data.chapters.find((c) => c.id === chapterId);
    if (chapter && chapterComplete(chapter)) await this.give(studentId, chapterBadgeId(courseId, chapterId));
  }

  private async judgeStreak(studentId: string): Promise<void> {
    const rows: { day: string }[] = await this.dataSource.query(
      `SELECT DISTINCT to_char("completed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day"
       FROM "levels"."level_completions" WHERE "student_id" = $1 AND "completed_at" IS NOT NULL`,
      [studentId],
    );
    if (longestDayStreak(rows.map((row) => row.day)) >= STREAK_DAYS) await this.give(studentId, 'streak-7');
  }
}
