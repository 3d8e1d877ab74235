import type { ChallengeView } from '@pylands/contracts';

/**
 * The code a child is typing on a challenge, kept in the browser until Submit (the server keeps
 * `last_code` only on submit). `base` is the server's `last_code` the draft was typed on: when the
 * server's code has changed since (a submit from another tab or device), the server's is newer.
 */
export interface ChallengeDraft {
  code: string;
  base: string | null;
}

/** Quiet time after the last keystroke before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** One draft per student (or the anonymous visitor) and challenge. */
export function draftKey(studentId: number | string | null, slug: string): string {
  return `challenge_draft_${studentId ?? 'anonymous'}_${slug}`;
}

/** What was stored, or null for nothing or anything that is not a draft. */
export function parseDraft(raw: string | null): ChallengeDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { code, base } = value as Record<string, unknown>;
    if (typeof code !== 'string' || !(base === null || typeof base === 'string')) return null;
    return { code, base };
  } catch {
    return null;
  }
}

/** The editor's first code: the draft when typed on the server's current code, else last_code, else the starter. */
export function startingCode(
  view: Pick<ChallengeView, 'starter' | 'last_code'>,
  draft: ChallengeDraft | null,
) {
  if (draft && draft.base === view.last_code) return draft.code;
  return view.last_code ?? view.starter;
}

/** localStorage, or null where the browser refuses it (private modes): drafts are then not kept. */
export function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
