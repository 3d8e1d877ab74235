import { formatMessage } from '../messages';

/** Lines that count against maxLinesOfCode: not empty and not a comment (doc 2 §5). */
export function countCodeLines(code: string): number {
  return code.split(/\r?\n/).filter((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith('#');
  }).length;
}

/**
 * The code editor's refusal when a program is longer than the level allows, or null when it fits
 * (or the level has no limit). The editor blocks Run with it and the server refuses a completion
 * with it, so both count the same lines.
 */
export function lineLimitError(code: string, maxLinesOfCode: number | undefined): string | null {
  if (!maxLinesOfCode || countCodeLines(code) <= maxLinesOfCode) return null;
  return formatMessage('code.maxLines', { maxLines: maxLinesOfCode });
}
