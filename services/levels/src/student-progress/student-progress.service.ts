import { Injectable } from '@nestjs/common';
import { getCourse, getLevel, listCourses, type CourseContent } from '@pylands/content';
import type { CompletionStatus, StudentProgress, StudentProgressCourse } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { LevelCompletion } from '../progress/level-completion.entity';
import { playMinutes } from './play-time';

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** The course a child starts with: shown even before the first run. */
const FIRST_COURSE = 'python';

function courseProgress(
  course: CourseContent,
  statuses: Map<string, CompletionStatus>,
): StudentProgressCourse {
  const chapters = course.chapters.map((chapter) => {
    const levels = chapter.levels.map((level) => ({
      slug: level.slug,
      name: level.name,
      status: statuses.get(level.slug) ?? ('not_started' as const),
    }));
    return {
      id: chapter.id,
      name: chapter.name,
      completed: levels.filter((l) => l.status === 'complete').length,
      total: levels.length,
      levels,
    };
  });
  return {
    id: course.id,
    name: course.name,
    completed: chapters.reduce((sum, c) => sum + c.completed, 0),
    total: chapters.reduce((sum, c) => sum + c.total, 0),
    chapters,
  };
}

/** A child's progress as their parent reads it: levels per chapter, the last level, this week's play. */
@Injectable()
export class StudentProgressService {
  constructor(private readonly dataSource: DataSource) {}

  /** Each run start and completion, for the play-time estimate. */
  async recordRun(
    studentId: string,
    courseId: string,
    levelSlug: string,
    status: CompletionStatus,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "levels"."student_runs" ("student_id", "course_id", "level_slug", "status") VALUES ($1, $2, $3, $4)`,
      [studentId, courseId, levelSlug, status],
    );
  }

  async of(studentId: string, now = new Date()): Promise<StudentProgress> {
    const since = new Date(now.getTime() - WEEK_MS);
    const completions = await this.dataSource
      .getRepository(LevelCompletion)
      .find({ where: { studentId }, order: { updatedAt: 'DESC' } });
    const runs: { at: Date; status: string }[] = await this.dataSource.query(
      `SELECT "at", "status" FROM "levels"."student_runs" WHERE "student_id" = $1 AND "at" >= $2`,
      [studentId, since],
    );
    const byCourse = new Map<string, Map<string, CompletionStatus>>();
    for (const row of completions) {
      const statuses = byCourse.get(row.courseId) ?? new Map<string, CompletionStatus>();
      statuses.set(row.levelSlug, row.lastStatus);
      byCourse.set(row.courseId, statuses);
    }
    const courses = listCourses()
      .filter((course) => course.id === FIRST_COURSE || byCourse.has(course.id))
      .map((course) => courseProgress(course, byCourse.get(course.id) ?? new Map()));
    const last = completions.find((row) => getLevel(row.courseId, row.levelSlug));
    const lastLevel = last ? getLevel(last.courseId, last.levelSlug) : undefined;
    return {
      student_id: studentId,
      last_played:
        last && lastLevel
          ? {
              course_id: last.courseId,
              level_slug: last.levelSlug,
              level_name: lastLevel.name,
              chapter_name: lastLevel.chapterName,
              played_at: new Date(last.updatedAt).toISOString(),
            }
          : null,
      week: {
        since: since.toISOString(),
        minutes: playMinutes(runs.map((run) => new Date(run.at))),
        runs: runs.filter((run) => run.status === 'in_progress').length,
        levels_completed: completions.filter(
          (row) => row.completedAt && row.completedAt >= since && getCourse(row.courseId),
        ).length,
      },
      courses,
    };
  }
}
