import { existsSync } from 'fs';
import { Worker } from 'worker_threads';
import { RunnerHost } from '../host/runner-host';
import type { Runner, RunnerHostOptions } from '../host/runner';
import { NODE_WORKER_PATH, snapshotPath } from './artifacts';
import { WORKER_HEAP_LIMIT_MB } from '../protocol/limits';

export type NodeRunner = Runner;

export interface NodeRunnerOptions extends RunnerHostOptions {
  /** Defaults to the bundle built by `npm run build` (dist/node/worker.js). */
  workerPath?: string;
  /** Defaults to the build's snapshot; null loads Pyodide without one. */
  snapshotPath?: string | null;
  /** V8 heap ceiling of each worker thread (MB); past it the thread ends and the run fails. */
  heapLimitMb?: number;
}

/** One Pyodide worker thread: runs never block the event loop. */
export function createNodeRunner(options: NodeRunnerOptions = {}): NodeRunner {
  const workerPath = options.workerPath ?? NODE_WORKER_PATH;
  if (!existsSync(workerPath))
    throw new Error(`Runner worker not built: ${workerPath} (run npm run build in libs/python-runner)`);
  const snapshot = options.snapshotPath === undefined ? snapshotPath() : options.snapshotPath;
  return new RunnerHost(() => {
    // No environment: learner code in the thread must not read the service's secrets.
    const worker = new Worker(workerPath, {
      workerData: { snapshotPath: snapshot },
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let failed: ((message: string) => void) | null = null;
    let terminated = false;
    worker.on('error', (error) => failed?.(error.message));
    worker.on('exit', (code) => {
      if (!terminated) failed?.(`worker exited with code ${code}`);
    });
    return {
      postInit: (message, transfer) => worker.postMessage(message, transfer as never),
      terminate: () => {
        terminated = true;
        void worker.terminate();
      },
      onFailure: (handler) => {
        failed = handler;
      },
    };
  }, options);
}
