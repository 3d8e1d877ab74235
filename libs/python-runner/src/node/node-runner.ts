import { existsSync } from 'fs';
import { Worker } from 'worker_threads';
import { RunnerHost } from '../host/runner-host';
import type { Runner, RunnerHostOptions, WorkerHandle } from '../host/runner';
import { NODE_WORKER_PATH, snapshotPath } from './artifacts';
import { WORKER_HEAP_LIMIT_MB } from '../protocol/limits';
import { workerBoot } from './boot-kit';
import { SpareThreads } from './spare-threads';
import { RUNS_PER_THREAD, ThreadSessions } from './thread-sessions';

export type NodeRunner = Runner;

export interface NodeRunnerOptions extends RunnerHostOptions {
  /** Defaults to the bundle built by `npm run build` (dist/node/worker.js). */
  workerPath?: string;
  /** Defaults to the build's snapshot; null loads Pyodide without one. */
  snapshotPath?: string | null;
  /** V8 heap ceiling of each worker thread (MB); past it the thread ends and the run fails. */
  heapLimitMb?: number;
  /** Threads kept loading ahead of need, so a replaced thread is ready at once (default 0). */
  spareThreads?: number;
  /** Runs (each with a fresh runtime) a thread serves before a new thread replaces it (default 64). */
  runsPerThread?: number;
}

/** One Pyodide worker thread: runs never block the event loop. */
export function createNodeRunner(options: NodeRunnerOptions = {}): NodeRunner {
  const workerPath = options.workerPath ?? NODE_WORKER_PATH;
  if (!existsSync(workerPath))
    throw new Error(`Runner worker not built: ${workerPath} (run npm run build in libs/python-runner)`);
  const snapshot = options.snapshotPath === undefined ? snapshotPath() : options.snapshotPath;
  const start = () => startThread(workerPath, snapshot, options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB);
  const spares = new SpareThreads(start, options.spareThreads ?? 0);
  const sessions = new ThreadSessions(() => spares.take(), options.runsPerThread ?? RUNS_PER_THREAD);
  return new NodeRunnerHost(spares, sessions, options);
}

class NodeRunnerHost extends RunnerHost {
  constructor(
    private readonly spares: SpareThreads,
    private readonly sessions: ThreadSessions,
    options: RunnerHostOptions,
  ) {
    super(() => sessions.next(), options);
  }

  override close(): void {
    super.close();
    this.sessions.close();
    this.spares.close();
  }
}

function startThread(workerPath: string, snapshot: string | null, heapLimitMb: number): WorkerHandle {
  const boot = workerBoot(snapshot);
  // No environment: learner code in the thread must not read the service's secrets.
  const worker = new Worker(workerPath, {
    workerData: boot.workerData,
    transferList: boot.transferList,
    env: {},
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  let failed: ((message: string) => void) | null = null;
  // A spare may fail before a runner takes it: the runner hears of it as soon as it listens.
  let failure: string | null = null;
  let terminated = false;
  const fail = (message: string) => {
    failure ??= message;
    failed?.(message);
  };
  worker.on('error', (error) => fail(error.message));
  worker.on('exit', (code) => {
    if (!terminated) fail(`worker exited with code ${code}`);
  });
  return {
    postInit: (message, transfer) => worker.postMessage(message, transfer as never),
    terminate: () => {
      terminated = true;
      void worker.terminate();
    },
    onFailure: (handler) => {
      failed = handler;
      const early = failure;
      if (early) queueMicrotask(() => handler(early));
    },
  };
}
