import type { PopupHandler, RunnerStatus, RunRequest, RunResult } from '../protocol/run-types';

/** The page's (or the server's) handle on one Pyodide worker. */
export interface Runner {
  /** Resolves when the current worker can run (a replaced worker gets a new promise). */
  readonly ready: Promise<void>;
  readonly status: RunnerStatus;
  readonly isReady: boolean;
  readonly isRunning: boolean;
  readonly isResetting: boolean;
  /** Runs one program. Rejects before init, while resetting, or while another run is active. */
  run(request: RunRequest): Promise<RunResult>;
  /** Interrupts the active run (KeyboardInterrupt; the worker is replaced if the program ignores it). */
  stop(): void;
  /** Abandons the active run at once and replaces its worker (a server replay past its deadline). */
  cancel(): void;
  /** Who answers write/read/question/display popups. Returns an unsubscribe function. */
  onPopup(handler: PopupHandler): () => void;
  onStatusChange(listener: (status: RunnerStatus) => void): () => void;
  /** Terminates the worker for good. */
  close(): void;
}

/** What the host needs from a worker (browser Worker or Node worker thread). */
export interface WorkerHandle {
  /** Sends the init message on the worker's global channel, transferring the port. */
  postInit(message: unknown, transfer: unknown[]): void;
  terminate(): void;
  /**
   * The session ended cleanly (its run reported): a worker that starts a fresh runtime for each
   * session may serve the next one. Without it the worker is terminated.
   */
  release?(): void;
  /** The worker crashed or exited on its own. */
  onFailure(handler: (message: string) => void): void;
}

export type WorkerFactory = () => WorkerHandle;

export interface RunnerHostOptions {
  /** Replace the worker after every run, so one program cannot leave anything behind for the next. */
  recycleAfterRun?: boolean;
  graceMs?: number;
  /** Consecutive failed starts before the runner gives up. */
  maxStartAttempts?: number;
  /**
   * When to let a ready worker make its warm-up run (default: the next task). A page waits until
   * it has shown the worker ready, so the warm-up does not compete with that.
   */
  scheduleWarmUp?: (warmUp: () => void) => void;
}
