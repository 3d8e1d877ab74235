/**
 * The Pyodide worker, started before anything else on a play page: the shell inlines a call to
 * `prestartWorker` as the first script of index.html, so the interpreter, the snapshot and the
 * standard library are on their way while the shell's own scripts load. The play remote's runner
 * adopts that worker. Kept free of other imports: it is bundled alone into the page's head.
 */
export const DEFAULT_WORKER_URL = '/runner/worker.js';

/** Shared through the page's global object: the inline script and the play remote each bundle this file. */
const PRESTARTED = Symbol.for('pylands.runner.prestarted');
interface Prestarted {
  url: string;
  worker: Worker;
  failed: boolean;
}
type WithPrestarted = typeof globalThis & { [PRESTARTED]?: Prestarted };

export function startWorker(workerUrl: string): Worker {
  return new Worker(workerUrl, { type: 'module', name: 'pylands-runner' });
}

export function prestartWorker(workerUrl = DEFAULT_WORKER_URL): void {
  const scope = globalThis as WithPrestarted;
  if (scope[PRESTARTED] || typeof Worker === 'undefined') return;
  const prestarted: Prestarted = { url: workerUrl, worker: startWorker(workerUrl), failed: false };
  prestarted.worker.addEventListener('error', () => {
    prestarted.failed = true;
  });
  scope[PRESTARTED] = prestarted;
}

/** The worker started early for this URL, once; null when there is none or it failed to load. */
export function adoptPrestarted(workerUrl: string): Worker | null {
  const scope = globalThis as WithPrestarted;
  const prestarted = scope[PRESTARTED];
  if (!prestarted || prestarted.url !== workerUrl) return null;
  delete scope[PRESTARTED];
  if (!prestarted.failed) return prestarted.worker;
  prestarted.worker.terminate();
  return null;
}
