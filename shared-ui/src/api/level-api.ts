import {
  API_PATHS,
  courseDataSchema,
  creditRecordSchema,
  levelDataSchema,
  levelUpdateResponseSchema,
  studentProgressSchema,
  type ExecutionType,
  type LevelUpdateRequest,
} from '@pylands/contracts';
import { call, type RequestOptions } from './client';

type ReadOptions = Pick<RequestOptions, 'signal' | 'prefetched'>;

/** Course, level and run calls of the levels service (doc 1 §7), typed from libs/contracts. */
export const levelApi = {
  course: (courseSlug: string, studentId?: string, options?: ReadOptions) =>
    call(courseDataSchema, API_PATHS.level.course(courseSlug, studentId), options),
  /** With `userId`, someone else's code for the read-only replay view. */
  data: (
    courseSlug: string,
    levelSlug: string,
    userId?: string,
    options?: ReadOptions & { language?: string },
  ) => call(levelDataSchema, API_PATHS.level.data(courseSlug, levelSlug, userId, options?.language), options),
  /** Run start (in_progress) and completion (complete, replayed by the server before it is saved). */
  update: (body: LevelUpdateRequest) =>
    call(levelUpdateResponseSchema, API_PATHS.level.update(body.level_slug), { method: 'POST', body }),
  /** Today's counter for an execution type. */
  credit: (type: ExecutionType) => call(creditRecordSchema, API_PATHS.credit(type)),
  /** A child's progress for the parent's page: levels per chapter, last level, this week's play. */
  studentProgress: (studentId: string) =>
    call(studentProgressSchema, API_PATHS.level.studentProgress(studentId)),
};
