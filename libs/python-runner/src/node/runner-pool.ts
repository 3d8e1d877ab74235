import { availableParallelism } from 'os';
import type { Runner } from '../host/runner';
import type { RunRequest, RunResult } from '../protocol/run-types';
import { createNodeRunner, type NodeRunnerOptions } from './node-runner';
import { createSandboxedRunner } from './sandbox/sandbox-runner';
import { PoolBusyError, RunDeadlineError } from './pool-errors';

/**
 * 'process' (default): each worker thread lives in its own sandbox process under Node's permission
 * model (sandbox/permissions.ts). 'thread': worker threads in this process (in-thread layers only).
 */
export type RunnerIsolation = 'process' | 'thread';

export interface RunnerPoolOptions extends NodeRunnerOptions {
  /** Runs at once (default: the machine's cores, os.availableParallelism()). */
  size?: number;
  isolation?: RunnerIsolation;
  /**
   * Runs that may wait for a worker (0: only when one is free); one more is refused with
   * PoolBusyError (default unbounded).
   */
  maxQueued?: number;
}

export interface PoolRunOptions {
  /**
   * Waiting plus running time (ms). Past it the caller gets RunDeadlineError and the run is
   * abandoned: taken out of the queue, or its worker replaced, so no worker keeps abandoned work.
   */
  deadlineMs?: number;
}

interface Job {
  request: RunRequest;
  runner: Runner | null;
  settled: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  resolve(result: RunResult): void;
  reject(error: Error): void;
}

/** Replays are CPU-bound: one run at a time per core. */
export const defaultPoolSize = (): number => availableParallelism();

/**
 * A warm pool of Pyodide worker threads for replaying runs on the server. By default each worker
 * is replaced after one run, so a program cannot tamper with the runtime another user's run sees.
 */
export class RunnerPool {
  private readonly runners: Runner[];
  private readonly queue: Job[] = [];
  /** Every job not yet settled, waiting or running. */
  private readonly open = new Set<Job>();
  private readonly busy = new Set<Runner>();
  private readonly maxQueued: number;
  /** Callers of dispatched() waiting for the queue to empty. */
  private dispatchWaiters: (() => void)[] = [];
  private closed = false;

  constructor(options: RunnerPoolOptions = {}) {
    const size = Math.max(1, options.size ?? defaultPoolSize());
    this.maxQueued = options.maxQueued ?? Number.POSITIVE_INFINITY;
    const recycle = options.recycleAfterRun ?? true;
    this.runners = Array.from({ length: size }, () => {
      const create = options.isolation === 'thread' ? createNodeRunner : createSandboxedRunner;
      // A runner that replaces its thread after each run keeps the next one loading meanwhile.
      const runner = create({
        ...options,
        recycleAfterRun: recycle,
        spareThreads: options.spareThreads ?? (recycle ? 1 : 0),
      });
      runner.onStatusChange((status) => {
        if (status === 'ready') this.dispatch();
      });
      return runner;
    });
  }

  get size(): number {
    return this.runners.length;
  }

  /** Workers ready and not running anything. */
  get idle(): number {
    return this.runners.filter((r) => r.isReady && !this.busy.has(r)).length;
  }

  /** Workers running a program. */
  get running(): number {
    return this.busy.size;
  }

  /** Runs waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** Resolves once every queued run has been handed to a worker (or dropped). */
  dispatched(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.dispatchWaiters.push(resolve));
  }

  /** Resolves when every worker has loaded. */
  ready(): Promise<void> {
    return Promise.all(this.runners.map((r) => r.ready)).then(() => undefined);
  }

  run(request: RunRequest, options: PoolRunOptions = {}): Promise<RunResult> {
    if (this.closed) return Promise.reject(new Error('The runner pool is closed.'));
    const canWait = this.queue.length < this.maxQueued;
    if (!canWait && this.idle === 0) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      const job: Job = { request, runner: null, settled: false, timer: null, resolve, reject };
      if (options.deadlineMs !== undefined)
        job.timer = setTimeout(() => this.abandon(job), Math.max(0, options.deadlineMs));
      this.queue.push(job);
      this.open.add(job);
      this.dispatch();
    });
  }

  close(): void {
    this.closed = true;
    this.queue.splice(0);
    this.notifyIfDispatched();
    for (const job of [...this.open]) this.settle(job, new Error('The runner pool is closed.'));
    for (const runner of this.runners) runner.close();
  }

  private abandon(job: Job): void {
    job.timer = null;
    if (job.settled) return;
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) this.queue.splice(waiting, 1);
    this.notifyIfDispatched();
    // The runner resolves the cancelled run at once; its result is ignored (the job is settled).
    this.settle(job, new RunDeadlineError());
    job.runner?.cancel();
  }

  private settle(job: Job, outcome: RunResult | Error): void {
    if (job.settled) return;
    job.settled = true;
    this.open.delete(job);
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const runner = this.runners.find((r) => r.isReady && !this.busy.has(r));
      if (!runner) break;
      const job = this.queue.shift()!;
      job.runner = runner;
      this.busy.add(runner);
      runner
        .run(job.request)
        .then(
          (result) => this.settle(job, result),
          (error: Error) => this.settle(job, error),
        )
        .finally(() => {
          this.busy.delete(runner);
          this.dispatch();
        });
    }
    this.notifyIfDispatched();
  }

  private notifyIfDispatched(): void {
    if (this.queue.length > 0) return;
    const waiters = this.dispatchWaiters;
    this.dispatchWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
