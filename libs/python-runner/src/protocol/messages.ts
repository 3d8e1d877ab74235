import type { CompletionResult, GameEvent, LevelConstant, LevelDefinition } from '@pylands/game-engine';
import type { PopupRequest, RunError } from './run-types';

/**
 * Host → worker, once, on the worker's global channel. Everything after it goes through `port`,
 * which the page owns: a learner's `postMessage` on the worker's global scope reaches a listener
 * the page never installs, and every worker message must carry the nonce learner code never sees.
 */
export interface InitMessage {
  type: 'init';
  nonce: string;
  port: MessagePortLike;
  /** Pyodide's interrupt buffer (one byte; 2 raises KeyboardInterrupt). */
  interrupt: SharedArrayBuffer | null;
  /** Popup answers: Int32 state, Int32 byte length, then UTF-8 JSON (see answer-buffer.ts). */
  answer: SharedArrayBuffer | null;
  /**
   * The host replaces the runtime after each run (`recycleAfterRun`): a worker that can start a
   * fresh runtime ends the session after its first result and serves the next session with one.
   */
  oneRun?: boolean;
}

/** Host → worker through the port. */
export interface RunMessage {
  type: 'run';
  runId: number;
  code: string;
  level: LevelDefinition;
  seed: number;
}

/**
 * Host → worker through the port, once the host has shown the worker ready: the warm-up run (the
 * first run in a fresh interpreter is slow) happens then, or just before the first real run.
 */
export interface WarmUpMessage {
  type: 'warm-up';
}

/** What the worker computes for one run; the host adds answers and timing. */
export interface WorkerRunResult {
  events: GameEvent[];
  error?: RunError;
  interrupted: boolean;
  variables: Record<string, unknown>;
  updatedConstants: LevelConstant[];
  completion: CompletionResult;
  output: string;
}

export type WorkerMessage =
  | { type: 'ready'; nonce: string; pyodideVersion: string; loadMs: number }
  | { type: 'popup'; nonce: string; runId: number; popup: PopupRequest }
  | { type: 'result'; nonce: string; runId: number; result: WorkerRunResult }
  | { type: 'fatal'; nonce: string; message: string };

/** The part of MessagePort both browsers and Node worker threads share. */
export interface MessagePortLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  start?(): void;
  close(): void;
}
