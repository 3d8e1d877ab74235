/**
 * Why an awards page could not show its data, as the page words it: `signIn` (401: no session, a
 * login link), `forbidden` (403: not the student's family, teacher or admin), `notFound` (404: an
 * unknown certificate number), `failed` (anything else, with a retry).
 */
export type AwardFailure = 'signIn' | 'forbidden' | 'notFound' | 'failed';

/** shared-ui's ApiError, ContractError and AbortedError, read by shape so this stays a plain module. */
type CallError = { name?: unknown; status?: unknown };

const STATUS_FAILURES: Record<number, AwardFailure> = { 401: 'signIn', 403: 'forbidden', 404: 'notFound' };

export function awardFailure(error: unknown): AwardFailure {
  const { name, status } = (error ?? {}) as CallError;
  // A malformed answer is the client's and server's disagreement, never the visitor's fault.
  if (name !== 'ApiError' || typeof status !== 'number') return 'failed';
  return STATUS_FAILURES[status] ?? 'failed';
}

export type AwardLoad<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: AwardFailure };

/** The state after a load settled; `null` for a cancelled one (the page moved on). */
export function settled<T>(outcome: { data: T } | { error: unknown }): AwardLoad<T> | null {
  if ('data' in outcome) return { status: 'loaded', data: outcome.data };
  if ((outcome.error as CallError | null)?.name === 'AbortedError') return null;
  return { status: 'failed', failure: awardFailure(outcome.error) };
}
