import type { CompletionResult, GameEvent, LevelConstant, LevelDefinition } from '@pylands/game-engine';

/** One Run: the learner's program and the level it plays on. */
export interface RunRequest {
  code: string;
  level: LevelDefinition;
  /** Wall-clock budget for the script (doc 2 §9: 5000 ms); time spent on an open popup does not count. */
  timeoutMs?: number;
  /** Seed for `random`; a fresh one is drawn when absent. Replays pass the seed the run reported. */
  seed?: number;
  /** Popup answers to give in order without asking anyone (server replays). */
  answers?: PopupAnswer[];
}

export interface RunError {
  /** The engine's message for a rule violation, or "NameError: name 'x' is not defined". */
  message: string;
  /** The learner's line, 1-based; null when Python could not tell. */
  line: number | null;
  /** A Python traceback whose frames are the learner's code only ("<exec>"). */
  trace: string;
  /** The engine's message key (e.g. "move.wall") for a rule violation. */
  key?: string;
  /** The key's params, for the screens' `game.<key>` text (e.g. { amount: 4 } for build.log). */
  params?: Record<string, string | number>;
}

export interface RunResult {
  events: GameEvent[];
  error?: RunError;
  timedOut: boolean;
  /** Stopped by the Stop button (runner.stop()). */
  stopped?: boolean;
  /** The program's global variables that have a JSON value. */
  variables: Record<string, unknown>;
  /** The level constants with the values they had when the program ended. */
  updatedConstants: LevelConstant[];
  completion: CompletionResult;
  /** The seed `random` had; pass it back in a replay. */
  seed: number;
  /** The popup answers given, in order; pass them back in a replay. */
  answers: PopupAnswer[];
  /** What the program printed (capped). */
  output: string;
  durationMs: number;
}

export type PopupKind = 'write' | 'read' | 'question' | 'display';

/** The script paused on a popup; it resumes when the handler's answer comes back. */
export interface PopupRequest {
  kind: PopupKind;
  /** The text to show: what the player writes, reads, asks or displays. */
  text: string;
  /** Line of the learner's call. */
  line: number | null;
  /**
   * The run's events applied before the popup opened, in order: the page animates them first so the
   * popup shows where the character stands. write/read/display include their own event (already
   * applied); a question's event comes after the answer, so it is not in the list.
   */
  events: GameEvent[];
}

/** A question's Yes/No, or null once a write/read/display popup is closed. */
export type PopupAnswer = boolean | null;

export type PopupHandler = (popup: PopupRequest) => PopupAnswer | Promise<PopupAnswer>;

export type RunnerStatus = 'loading' | 'ready' | 'running' | 'resetting' | 'failed' | 'closed';
