import {
  BUSY_RESETTING_MESSAGE,
  NOT_INITIALIZED_MESSAGE,
  RUN_IN_PROGRESS_MESSAGE,
  RUNNER_CLOSED_MESSAGE,
} from '../protocol/limits';
import type { PopupHandler, RunnerStatus } from '../protocol/run-types';

/**
 * The status, readiness and popup bookkeeping every Runner shares (the in-process host and the
 * sandboxed child-process runner); subclasses move the status with `setStatus`.
 */
export abstract class RunnerStatusBase {
  protected currentStatus: RunnerStatus = 'loading';
  protected failure: string | null = null;
  protected popupHandler: PopupHandler | null = null;
  private readonly statusListeners = new Set<(status: RunnerStatus) => void>();

  /** Resolves when the current worker can run (a replaced worker gets a new promise). */
  get ready(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const settle = (status: RunnerStatus): boolean => {
        if (status === 'ready') resolve();
        else if (status === 'failed') reject(new Error(this.failure ?? NOT_INITIALIZED_MESSAGE));
        else if (status === 'closed') reject(new Error(RUNNER_CLOSED_MESSAGE));
        else return false;
        return true;
      };
      if (settle(this.currentStatus)) return;
      const off = this.onStatusChange((status) => {
        if (settle(status)) off();
      });
    });
  }
  get status(): RunnerStatus {
    return this.currentStatus;
  }
  get isReady(): boolean {
    return this.currentStatus === 'ready';
  }
  get isRunning(): boolean {
    return this.currentStatus === 'running';
  }
  get isResetting(): boolean {
    return this.currentStatus === 'resetting';
  }

  onPopup(handler: PopupHandler): () => void {
    this.popupHandler = handler;
    return () => {
      if (this.popupHandler === handler) this.popupHandler = null;
    };
  }

  onStatusChange(listener: (status: RunnerStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Why a run cannot start now, or null when the runner is ready. */
  protected refusal(): Error | null {
    switch (this.currentStatus) {
      case 'closed':
        return new Error(RUNNER_CLOSED_MESSAGE);
      case 'resetting':
        return new Error(BUSY_RESETTING_MESSAGE);
      case 'loading':
      case 'failed':
        return new Error(NOT_INITIALIZED_MESSAGE);
      case 'running':
        return new Error(RUN_IN_PROGRESS_MESSAGE);
      default:
        return null;
    }
  }

  protected setStatus(status: RunnerStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}
