import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import type { CourseData } from '@pylands/contracts';
import { levelApi } from '../api/level-api';
import { useSession } from '../session/session-store';
import { useContentNames, type ContentNames } from './useContentNames';

interface CourseEntry {
  data: CourseData | null;
  error: Error | null;
  loading: boolean;
  /** The session data version this entry was fetched for. */
  version: number;
}

interface CourseStore {
  courses: Record<string, CourseEntry>;
  fetchCourse(courseId: string, version: number): Promise<void>;
}

/** One cache of course data shared by the shell's sidebar and the play screen. */
const useCourseStore = create<CourseStore>((set, get) => ({
  courses: {},
  async fetchCourse(courseId, version) {
    const existing = get().courses[courseId];
    if (existing && existing.version === version && (existing.loading || existing.data)) return;
    set((s) => ({
      courses: {
        ...s.courses,
        [courseId]: { data: existing?.data ?? null, error: null, loading: true, version },
      },
    }));
    const studentId = useSession.getState().user?.student_id ?? undefined;
    try {
      const data = await levelApi.course(courseId, studentId);
      set((s) => ({ courses: { ...s.courses, [courseId]: { data, error: null, loading: false, version } } }));
    } catch (error) {
      set((s) => ({
        courses: {
          ...s.courses,
          [courseId]: { data: null, error: error as Error, loading: false, version },
        },
      }));
    }
  },
}));

export function useCourseData(courseId: string): CourseEntry {
  const version = useSession((s) => s.dataVersion);
  const ready = useSession((s) => s.status === 'signed-in' || s.status === 'anonymous');
  const entry = useCourseStore((s) => s.courses[courseId]);
  const fetchCourse = useCourseStore((s) => s.fetchCourse);
  useEffect(() => {
    if (ready) void fetchCourse(courseId, version);
  }, [courseId, version, ready, fetchCourse]);
  const names = useContentNames();
  // The course's names in the interface's language (the API answers the content's English).
  return useMemo(
    () =>
      entry
        ? { ...entry, data: entry.data && namedCourse(entry.data, names) }
        : { data: null, error: null, loading: true, version },
    [entry, names, version],
  );
}

/** The course with its name, chapter names and level names in the interface's language. */
export function namedCourse(course: CourseData, names: ContentNames): CourseData {
  return {
    ...course,
    name: names.course(course.id, course.name),
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      name: names.chapter(course.id, chapter.id, chapter.name),
      level_data: chapter.level_data.map((level) => ({
        ...level,
        name: names.level(course.id, level.slug, level.name),
      })),
    })),
  };
}

/** Counts for the progress bar: completed, locked and incomplete levels. */
export function courseProgress(course: CourseData): {
  completed: number;
  locked: number;
  incomplete: number;
  total: number;
} {
  let completed = 0;
  let locked = 0;
  let total = 0;
  for (const chapter of course.chapters) {
    for (const level of chapter.level_data) {
      total += 1;
      if (level.completed) completed += 1;
      else if (level.locked) locked += 1;
    }
  }
  return { completed, locked, incomplete: total - completed - locked, total };
}
