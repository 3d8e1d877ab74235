import { RunnerHost } from '../host/runner-host';
import type { Runner } from '../host/runner';
import { adoptPrestarted, DEFAULT_WORKER_URL, startWorker } from './prestart';

export type BrowserRunner = Runner;

export interface BrowserRunnerOptions {
  /** The bundled module worker; the gateway serves it with its own CSP at /runner/worker.js. */
  workerUrl?: string;
  /** Replace the worker after each run (costs ~0.7 s of background load per run). */
  recycleAfterRun?: boolean;
}

/**
 * After the frame that shows the runner ready (Run enabled): the warm-up run then triggers wasm
 * tier-up compiles on a 2-core laptop's CPU while the page is done starting, not while it is still
 * handling 'ready'. A hidden page paints no frame; its first run warms up first.
 */
const afterNextPaint = (warmUp: () => void) => requestAnimationFrame(() => setTimeout(warmUp, 0));

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
    { recycleAfterRun: options.recycleAfterRun, scheduleWarmUp: afterNextPaint },
  );
}
