import type { ReportStudent } from '@pylands/contracts';

/** A report's student for the grid's tests: Ava, nothing played, with the fields a test sets. */
export const reportStudent = (over: Partial<ReportStudent>): ReportStudent => ({
  student_id: 's',
  username: 'ava12',
  name: 'Ava',
  class_id: 'c',
  levels: {},
  completed: 0,
  last_activity: null,
  locked_chapters: [],
  ...over,
});
