import type { CompletionReport, ReportStudent } from '@pylands/contracts';

/** A student's quiz of one chapter in the grid: best percent, passed or not yet, or never finished. */
export type QuizCell = { state: 'passed' | 'failed'; percent: number; attempts: number } | { state: 'none' };

export function quizCell(student: ReportStudent, chapterId: number): QuizCell {
  const result = student.quizzes?.[String(chapterId)];
  if (!result || result.attempts === 0) return { state: 'none' };
  return {
    state: result.passed ? 'passed' : 'failed',
    percent: result.best_percent,
    attempts: result.attempts,
  };
}

/** Chapters of the report that get a Quiz column (a class of the report has quizzes on and the chapter has one). */
export function quizChapters(report: CompletionReport): Array<{ id: number; name: string }> {
  return report.chapters.filter((chapter) => chapter.quiz_exists);
}
