import Papa from 'papaparse';
import type { CompletionReport } from '@pylands/contracts';

/**
 * The report grid as CSV (RFC 4180, written by Papa Parse): username, name, completed count, then
 * each level's status by slug. A cell a spreadsheet would read as a formula (= + - @ first) gets a
 * leading apostrophe, so a student named "=HYPERLINK(...)" stays text when the teacher opens the file.
 */
export function reportCsv(report: CompletionReport): string {
  const header = ['username', 'name', 'completed', ...report.levels.map((level) => level.slug)];
  const rows = report.students.map((student) => [
    student.username,
    student.name,
    String(student.completed),
    ...report.levels.map((level) => student.levels[level.slug] ?? 'not_started'),
  ]);
  return Papa.unparse([header, ...rows], { newline: '\r\n', escapeFormulae: true }) + '\r\n';
}
