import type { RunResult } from '@pylands/python-runner/browser';
import { completionRefusal, type CompletionRefusal } from './completion-refusal';

export type RunPhase = 'idle' | 'starting' | 'running' | 'stopping';

/** The dialog a run leaves open on the play screen. */
export type RunDialog =
  | { kind: 'error'; message: string; trace: string; ownMessage?: boolean }
  | { kind: 'timeout' }
  | { kind: 'complete' }
  | { kind: 'out-of-attempts' }
  /** The server did not record the completion (422, 429, 503, no answer, ...). */
  | {
      kind: 'completion-refused';
      refusal: Exclude<CompletionRefusal, { kind: 'out-of-attempts' }>;
      retrying: boolean;
    }
  | null;

export type SetRunDialog = (update: RunDialog | ((dialog: RunDialog) => RunDialog)) => void;

/**
 * No network at all (the browser says it is offline and the request got no answer): runs still
 * play and completions wait in IndexedDB. A server that does not answer while the browser is online
 * is a refusal with Retry, as before.
 */
export function offline(error: unknown): boolean {
  return completionRefusal(error).kind === 'offline' && typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * What the child reads first: a game rule's own message, or the last line of a Python trace
 * (e.g. "NameError: name 'x' is not defined").
 */
export function lastErrorLine(result: RunResult): string {
  const error = result.error!;
  if (error.key) return error.message;
  const lines = (error.trace || error.message).trim().split('\n');
  return lines[lines.length - 1] || error.message;
}

/** The error dialog of a run that ended in a Python or game-rule error. */
export function errorDialogOf(result: RunResult): RunDialog {
  return {
    kind: 'error',
    message: lastErrorLine(result),
    trace: result.error!.trace || result.error!.message,
  };
}
