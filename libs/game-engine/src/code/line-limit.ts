import { gameError } from '../messages';
import type { GameError } from '../types';

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
export function lineLimitFailure(code: string, maxLinesOfCode: number | undefined): GameError | null {
  if (!maxLinesOfCode || countCodeLines(code) <= maxLinesOfCode) return null;
  return gameError('code.maxLines', { maxLines: maxLinesOfCode });
}

/** The refusal's English text (the server's API message), or null when the program fits. */
export function lineLimitError(code: string, maxLinesOfCode: number | undefined): string | null {
  return lineLimitFailure(code, maxLinesOfCode)?.message ?? null;
}
