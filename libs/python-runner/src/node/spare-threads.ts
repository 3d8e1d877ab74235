import type { WorkerHandle } from '../host/runner';

/**
 * Worker threads started ahead of need. A runner that replaces its thread after every run takes
 * one that has already restored Pyodide, and a new spare loads while the run goes on: the restore
 * is off the verdict's path. Every spare is still used for one run only.
 */
export class SpareThreads {
  private readonly waiting: WorkerHandle[] = [];
  private closed = false;

  constructor(
    private readonly start: () => WorkerHandle,
    private readonly count: number,
  ) {}

  take(): WorkerHandle {
    const handle = this.waiting.shift() ?? this.start();
    this.fill();
    return handle;
  }

  close(): void {
    this.closed = true;
    for (const handle of this.waiting.splice(0)) handle.terminate();
  }

  private fill(): void {
    while (!this.closed && this.waiting.length < this.count) this.waiting.push(this.start());
  }
}
