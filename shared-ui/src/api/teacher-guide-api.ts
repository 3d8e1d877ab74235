import {
  TEACHER_GUIDE_PATHS as G,
  teacherGuideChapterSchema,
  teacherGuideIndexSchema,
} from '@pylands/contracts';
import { call } from './client';

/** The teacher's guide (issue 23): public, with reference solutions for teachers, admins and staff. */
export const teacherGuideApi = {
  index: (signal?: AbortSignal) => call(teacherGuideIndexSchema, G.index, { signal }),
  chapter: (courseId: string, chapterId: number, signal?: AbortSignal) =>
    call(teacherGuideChapterSchema, G.chapter(courseId, chapterId), { signal }),
};
