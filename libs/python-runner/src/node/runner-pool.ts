import type { RunRequest, RunResult } from '../protocol/run-types';
import { createNodeRunner, type NodeRunner, type NodeRunnerOptions } from './node-runner';
import { createSandboxedRunner } from './sandbox/sandbox-runner';

/**
 * 'process' (default): each worker thread lives in its own sandbox process under Node's permission
 * model (sandbox/permissions.ts). 'thread': worker threads in this process (in-thread layers only).
 */
export type RunnerIsolation = 'process' | 'thread';

export interface RunnerPoolOptions extends NodeRunnerOptions {
  /** Warm worker threads kept ready (default 2). */
  size?: number;
  isolation?: RunnerIsolation;
}

interface Waiting {
  request: RunRequest;
  resolve(result: RunResult): void;
  reject(error: Error): void;
}

/**
 * A warm pool of Pyodide worker threads for replaying runs on the server. By default each worker
 * is replaced after one run, so a program cannot tamper with the runtime another user's run sees.
 */
export class RunnerPool {
  private readonly runners: NodeRunner[];
  private readonly queue: Waiting[] = [];
  private readonly busy = new Set<NodeRunner>();
  private closed = false;

  constructor(options: RunnerPoolOptions = {}) {
    const size = Math.max(1, options.size ?? 2);
    this.runners = Array.from({ length: size }, () => {
      const create = options.isolation === 'thread' ? createNodeRunner : createSandboxedRunner;
      const runner = create({ recycleAfterRun: true, ...options });
      runner.onStatusChange((status) => {
        if (status === 'ready') this.dispatch();
      });
      return runner;
    });
  }

  get size(): number {
    return this.runners.length;
  }

  /** Resolves when every worker has loaded. */
  ready(): Promise<void> {
    return Promise.all(this.runners.map((r) => r.ready)).then(() => undefined);
  }

  run(request: RunRequest): Promise<RunResult> {
    if (this.closed) return Promise.reject(new Error('The runner pool is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  close(): void {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('The runner pool is closed.'));
    for (const runner of this.runners) runner.close();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const runner = this.runners.find((r) => r.isReady && !this.busy.has(r));
      if (!runner) return;
      const waiting = this.queue.shift()!;
      this.busy.add(runner);
      runner
        .run(waiting.request)
        .then(waiting.resolve, waiting.reject)
        .finally(() => {
          this.busy.delete(runner);
          this.dispatch();
        });
    }
  }
}
