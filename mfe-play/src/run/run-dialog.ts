import type { GameError } from '@pylands/game-engine';
import type { RunResult } from '@pylands/python-runner/browser';
import { completionRefusal, type CompletionRefusal } from './completion-refusal';
import type { ProofOutcome } from './creative-proof';

export type RunPhase = 'idle' | 'starting' | 'running' | 'stopping';

/** The dialog a run leaves open on the play screen. */
export type RunDialog =
  | RunErrorDialog
  | { kind: 'timeout' }
  /** `proof`: the creator won their own level in Preview and the server stored it, or said why not. */
  | { kind: 'complete'; proof?: ProofOutcome }
  | { kind: 'out-of-attempts' }
  /** The server kept the completion but could not replay it yet (verification 'pending'). */
  | { kind: 'completion-checking' }
  /** The server did not record the completion (422, 429, 503, no answer, ...). */
  | {
      kind: 'completion-refused';
      refusal: Exclude<CompletionRefusal, { kind: 'out-of-attempts' }>;
      retrying: boolean;
    }
  | null;

/**
 * Whose error it is: a game rule's (its message says it all), Python's (explained in the child's
 * words, the raw trace folded away) or the play screen's own (e.g. the line limit).
 */
export type ErrorCause = 'rule' | 'python' | 'screen';

export interface RunErrorDialog {
  kind: 'error';
  cause: ErrorCause;
  /** The rule's message, Python's last trace line or the play screen's message. */
  message: string;
  trace: string;
  /** The learner's line the error happened on, when known. */
  line: number | null;
  /** A game message's key and params (a rule, the line limit): shown as `game.<key>` translated. */
  key?: string;
  params?: Record<string, string | number>;
}

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
export function errorDialogOf(result: RunResult): RunErrorDialog {
  const error = result.error!;
  return {
    kind: 'error',
    cause: error.key ? 'rule' : 'python',
    message: lastErrorLine(result),
    trace: error.trace || error.message,
    line: error.line ?? null,
    ...(error.key ? { key: error.key } : {}),
    ...(error.params ? { params: error.params } : {}),
  };
}

/** The play screen's own error: a game message (the line limit) or a text (a worker not ready). */
export function screenErrorDialog(error: string | GameError): RunErrorDialog {
  if (typeof error !== 'string') {
    const { message, ...game } = error;
    return { kind: 'error', cause: 'screen', message, trace: message, line: null, ...game };
  }
  return { kind: 'error', cause: 'screen', message: error, trace: error, line: null };
}

/**
 * A game rule's message up to its first full stop, the dialog's title: the spec's named message
 * ("Wrong way, you bumped into a wall.") without the guidance that follows it in the body.
 */
export function ruleHeadline(message: string): string {
  // Latin, Arabic and Devanagari stops before a space; CJK stops need none.
  const end = /[.!?؟।](\s|$)|[。！？]/.exec(message);
  return end ? message.slice(0, end.index + 1) : message;
}
