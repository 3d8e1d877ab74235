import type { WorkerHandle } from '../host/runner';

/** Runs a thread serves, each with a fresh Pyodide, before it is replaced by a new thread. */
export const RUNS_PER_THREAD = 64;

/**
 * Hands the runner host one session after another on the same worker thread, each session a fresh
 * Pyodide runtime (worker/fresh-runtimes.ts): starting and tearing down a thread cost more than the
 * runtime itself. A session that ends cleanly releases the thread for the next; any other end
 * (a program that ignored its interrupt, a crash, a cancelled run) terminates it, and so does the
 * `limit`-th session, so a thread's heap and realm never live long.
 */
export class ThreadSessions {
  private thread: WorkerHandle | null = null;
  private served = 0;

  constructor(
    private readonly startThread: () => WorkerHandle,
    private readonly limit = RUNS_PER_THREAD,
  ) {}

  next(): WorkerHandle {
    if (!this.thread) {
      this.thread = this.startThread();
      this.served = 0;
    }
    const thread = this.thread;
    this.served += 1;
    const retire = () => {
      if (this.thread === thread) this.thread = null;
    };
    const end = () => {
      retire();
      thread.terminate();
    };
    return {
      postInit: (message, transfer) => thread.postInit(message, transfer),
      terminate: end,
      release: () => {
        if (this.thread !== thread || this.served >= this.limit) end();
      },
      onFailure: (handler) =>
        thread.onFailure((message) => {
          retire();
          handler(message);
        }),
    };
  }

  close(): void {
    const thread = this.thread;
    this.thread = null;
    thread?.terminate();
  }
}
