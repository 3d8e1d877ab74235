/**
 * Why the server did not record a `level/update` COMPLETE, in the terms the play screen shows a
 * child: every refusal reaches the child as a dialog, and the level is not shown as complete.
 */
export type CompletionRefusal =
  /** 403: the day's attempts are used up (the existing sign-up/upgrade modals). */
  | { kind: 'out-of-attempts' }
  /** 422: the server's replay of the run did not finish the level; `reason` is its own words. */
  | { kind: 'rejected'; reason: string | null }
  /** 429: a replay of this student's previous completion is still running. */
  | { kind: 'throttled' }
  /** 503: the server has no replay worker free right now. */
  | { kind: 'busy' }
  /** The request never got an answer (no network, server unreachable). */
  | { kind: 'offline' }
  /** Any other answer (401 after a session ended, 500, ...). */
  | { kind: 'failed' };

export type RefusalKind = CompletionRefusal['kind'];

/** What an ApiError (shared-ui) carries; read by shape so this stays a plain, testable module. */
export interface AnsweredError {
  status: number;
  detail?: string;
}

export function answered(error: unknown): error is AnsweredError {
  return typeof error === 'object' && error !== null && typeof (error as AnsweredError).status === 'number';
}

export function completionRefusal(error: unknown): CompletionRefusal {
  if (!answered(error)) return { kind: 'offline' };
  switch (error.status) {
    case 403:
      return { kind: 'out-of-attempts' };
    case 422:
      return { kind: 'rejected', reason: error.detail?.trim() || null };
    case 429:
      return { kind: 'throttled' };
    case 503:
      return { kind: 'busy' };
    default:
      return { kind: 'failed' };
  }
}

/** Refusals that go away by themselves: the dialog offers Retry, which resends the same run. */
export function canRetry(refusal: CompletionRefusal): boolean {
  return (
    refusal.kind === 'throttled' ||
    refusal.kind === 'busy' ||
    refusal.kind === 'offline' ||
    refusal.kind === 'failed'
  );
}
