import { Injectable } from '@nestjs/common';
import { getCourse, getLevel, listCourses } from '@pylands/content';
import type { WeeklyBadge, WeeklyLevel, WeeklyQuiz, WeeklySummary } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { playMinutes } from '../student-progress/play-time';
import { badgeDefinition } from '../badges/badge-catalogue';

/** The course a child starts with: a child who never played is pointed to its first level. */
const FIRST_COURSE = 'python';

interface CompletionRow {
  course_id: string;
  level_slug: string;
  completed_at: Date | null;
  updated_at: Date;
}

/**
 * One child's week for the weekly parent email (auth asks through the internal route): the levels
 * first completed, quizzes finished (quiz_results), badges earned (badge_awards) and play time in
 * [since, until), and the level to suggest next.
 */
@Injectable()
export class WeeklySummaryService {
  constructor(private readonly dataSource: DataSource) {}

  async of(studentId: string, since: Date, until: Date): Promise<WeeklySummary> {
    const completions: CompletionRow[] = await this.dataSource.query(
      `SELECT "course_id", "level_slug", "completed_at", "updated_at" FROM "levels"."level_completions"
        WHERE "student_id" = $1 ORDER BY "updated_at" DESC`,
      [studentId],
    );
    const runs: { at: Date }[] = await this.dataSource.query(
      `SELECT "at" FROM "levels"."student_runs" WHERE "student_id" = $1 AND "at" >= $2 AND "at" < $3`,
      [studentId, since, until],
    );
    return {
      student_id: studentId,
      since: since.toISOString(),
      until: until.toISOString(),
      minutes: playMinutes(runs.map((run) => new Date(run.at))),
      levels_completed: this.levelsCompleted(completions, since, until),
      quizzes: await this.quizzes(studentId, since, until),
      badges: await this.badges(studentId, since, until),
      next_level: this.nextLevel(completions),
    };
  }

  private levelsCompleted(rows: CompletionRow[], since: Date, until: Date): WeeklyLevel[] {
    const levels: WeeklyLevel[] = [];
    for (const row of rows) {
      const at = row.completed_at ? new Date(row.completed_at) : null;
      const level = getLevel(row.course_id, row.level_slug);
      const course = getCourse(row.course_id);
      if (!at || at < since || at >= until || !level || !course) continue;
      levels.push({
        course_id: course.id,
        course_name: course.name,
        level_slug: level.slug,
        level_name: level.name,
        chapter_name: level.chapterName,
        completed_at: at.toISOString(),
      });
    }
    return levels.sort((a, b) => a.completed_at.localeCompare(b.completed_at));
  }

  private async quizzes(studentId: string, since: Date, until: Date): Promise<WeeklyQuiz[]> {
    const rows: { course_id: string; chapter_id: number; best_percent: number; passed: boolean }[] =
      await this.dataSource.query(
        `SELECT "course_id", "chapter_id", "best_percent", "passed" FROM "levels"."quiz_results"
          WHERE "student_id" = $1 AND "updated_at" >= $2 AND "updated_at" < $3
          ORDER BY "course_id", "chapter_id"`,
        [studentId, since, until],
      );
    return rows.map((row) => ({
      course_id: row.course_id,
      chapter_id: row.chapter_id,
      chapter_name:
        getCourse(row.course_id)?.chapters.find((c) => c.id === row.chapter_id)?.name ??
        `Chapter ${row.chapter_id}`,
      best_percent: row.best_percent,
      passed: row.passed,
    }));
  }

  private async badges(studentId: string, since: Date, until: Date): Promise<WeeklyBadge[]> {
    const rows: { badge_id: string; kind: string; earned_at: Date }[] = await this.dataSource.query(
      `SELECT "badge_id", "kind", "earned_at" FROM "levels"."badge_awards"
          WHERE "student_id" = $1 AND "earned_at" >= $2 AND "earned_at" < $3 ORDER BY "earned_at"`,
      [studentId, since, until],
    );
    return rows.map((row) => ({
      badge_id: row.badge_id,
      kind: row.kind,
      // The catalogue's name, as the badges page shows it.
      name: badgeDefinition(row.badge_id)?.name ?? row.badge_id,
      earned_at: new Date(row.earned_at).toISOString(),
    }));
  }

  /** The first level not completed of the course played last (Beginner Python for a new child). */
  private nextLevel(rows: CompletionRow[]): WeeklySummary['next_level'] {
    const lastCourse = rows.find((row) => getCourse(row.course_id))?.course_id ?? FIRST_COURSE;
    const courses = [
      ...listCourses().filter((c) => c.id === lastCourse),
      ...listCourses().filter((c) => c.id !== lastCourse),
    ];
    const done = new Set(rows.filter((r) => r.completed_at).map((r) => `${r.course_id}/${r.level_slug}`));
    for (const course of courses) {
      for (const chapter of course.chapters) {
        const level = chapter.levels.find((l) => !done.has(`${course.id}/${l.slug}`));
        if (level) {
          return {
            course_id: course.id,
            level_slug: level.slug,
            level_name: level.name,
            chapter_name: chapter.name,
          };
        }
      }
    }
    return null;
  }
}
