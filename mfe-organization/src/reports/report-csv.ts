import type { CompletionReport } from '@pylands/contracts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (= + - @ first) gets a leading apostrophe, so a
 * student named "=HYPERLINK(...)" stays text when the teacher opens the file.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report grid as CSV: username, name, completed count, then each level's status by slug. */
export function reportCsv(report: CompletionReport): string {
  const header = ['username', 'name', 'completed', ...report.levels.map((level) => level.slug)];
  const rows = report.students.map((student) => [
    student.username,
    student.name,
    String(student.completed),
    ...report.levels.map((level) => student.levels[level.slug] ?? 'not_started'),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
