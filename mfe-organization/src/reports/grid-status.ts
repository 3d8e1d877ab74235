import type { CompletionReport, ReportStudent } from '@pylands/contracts';

/** A grid cell's state: the level's completion status, or locked when the class keeps its chapter closed. */
export type CellStatus = 'complete' | 'in_progress' | 'not_started' | 'locked';

export const CELL_STATUSES: readonly CellStatus[] = ['complete', 'in_progress', 'not_started', 'locked'];

/** What the student did shows even in a chapter closed later; untouched levels of a closed chapter are locked. */
export function cellStatus(student: ReportStudent, level: CompletionReport['levels'][number]): CellStatus {
  const status = student.levels[level.slug];
  if (status && status !== 'not_started') return status;
  return student.locked_chapters.includes(level.chapter_id) ? 'locked' : 'not_started';
}

/** The report's levels under their chapters, in course order (the grid's header groups). */
export function chapterGroups(report: CompletionReport) {
  return report.chapters
    .map((chapter) => ({
      ...chapter,
      levels: report.levels.filter((level) => level.chapter_id === chapter.id),
    }))
    .filter((group) => group.levels.length > 0);
}
