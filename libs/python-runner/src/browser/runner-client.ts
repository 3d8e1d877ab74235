import { RunnerHost } from '../host/runner-host';
import type { Runner } from '../host/runner';

export type BrowserRunner = Runner;

export interface BrowserRunnerOptions {
  /** The bundled module worker; the gateway serves it with its own CSP at /runner/worker.js. */
  workerUrl?: string;
  /** Replace the worker after each run (costs ~0.7 s of background load per run). */
  recycleAfterRun?: boolean;
}

export const DEFAULT_WORKER_URL = '/runner/worker.js';

/** Shared through the page's global object: the shell and the play remote each bundle this file. */
const PRESTARTED = Symbol.for('pylands.runner.prestarted');
interface Prestarted {
  url: string;
  worker: Worker;
  failed: boolean;
}
type WithPrestarted = typeof globalThis & { [PRESTARTED]?: Prestarted };

function startWorker(workerUrl: string): Worker {
  return new Worker(workerUrl, { type: 'module', name: 'pylands-runner' });
}

/**
 * Starts the Pyodide worker before any UI exists (the shell calls this on a play page, before
 * React renders), so the interpreter, the snapshot and the standard library are on their way while
 * the play remote loads. The first runner created for the same URL adopts it.
 */
export function prestartWorker(workerUrl = DEFAULT_WORKER_URL): void {
  const scope = globalThis as WithPrestarted;
  if (scope[PRESTARTED] || typeof Worker === 'undefined') return;
  const prestarted: Prestarted = { url: workerUrl, worker: startWorker(workerUrl), failed: false };
  prestarted.worker.addEventListener('error', () => {
    prestarted.failed = true;
  });
  scope[PRESTARTED] = prestarted;
}

function adoptPrestarted(workerUrl: string): Worker | null {
  const scope = globalThis as WithPrestarted;
  const prestarted = scope[PRESTARTED];
  if (!prestarted || prestarted.url !== workerUrl) return null;
  delete scope[PRESTARTED];
  if (!prestarted.failed) return prestarted.worker;
  prestarted.worker.terminate();
  return null;
}

/**
 * Starts the Pyodide worker at once (create it while the page loads, never on the first Run).
 * The page listens only on a MessageChannel port it hands the worker: `worker.onmessage` is
 * never read, so a program calling `postMessage` in the worker reaches nothing.
 */
export function createBrowserRunner(options: BrowserRunnerOptions = {}): BrowserRunner {
  const workerUrl = options.workerUrl ?? DEFAULT_WORKER_URL;
  return new RunnerHost(
    () => {
      const worker = adoptPrestarted(workerUrl) ?? startWorker(workerUrl);
      return {
        postInit: (message, transfer) => worker.postMessage(message, transfer as Transferable[]),
        terminate: () => worker.terminate(),
        onFailure: (handler) => {
          worker.onerror = (event) => {
            event.preventDefault();
            handler(event.message || 'worker error');
          };
        },
      };
    },
    { recycleAfterRun: options.recycleAfterRun },
  );
}
