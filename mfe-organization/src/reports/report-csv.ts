import Papa from 'papaparse';
import type { CompletionReport } from '@pylands/contracts';
import { quizCell, quizChapters } from './quiz-cell';

/**
 * The report grid as CSV (RFC 4180, written by Papa Parse): username, name, completed count, then
 * each level's status by slug, then each chapter quiz's best percent (`quiz-{chapter id}`, empty when
 * never finished). A cell a spreadsheet would read as a formula (= + - @ first) gets a
 * leading apostrophe, so a student named "=HYPERLINK(...)" stays text when the teacher opens the file.
 */
export function reportCsv(report: CompletionReport): string {
  const quizzes = quizChapters(report);
  const header = [
    'username',
    'name',
    'completed',
    ...report.levels.map((level) => level.slug),
    ...quizzes.map((chapter) => `quiz-${chapter.id}`),
  ];
  const rows = report.students.map((student) => [
    student.username,
    student.name,
    String(student.completed),
    ...report.levels.map((level) => student.levels[level.slug] ?? 'not_started'),
    ...quizzes.map((chapter) => {
      const cell = quizCell(student, chapter.id);
      return cell.state === 'none' ? '' : String(cell.percent);
    }),
  ]);
  return Papa.unparse([header, ...rows], { newline: '\r\n', escapeFormulae: true }) + '\r\n';
}
