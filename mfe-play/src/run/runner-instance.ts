import { createBrowserRunner, type BrowserRunner } from '@pylands/python-runner/browser';

/** The shell registers its service worker after this, so precaching never slows the first start. */
const RUNNER_READY_EVENT = 'pylands:runner-ready';

let runner: BrowserRunner | null = null;

/**
 * One long-lived Pyodide worker, started as soon as the play remote loads (never on first Run).
 * On a play page the shell has already started the worker before React rendered: this adopts it.
 */
export function getRunner(): BrowserRunner {
  if (!runner) {
    runner = createBrowserRunner({ workerUrl: '/runner/worker.js' });
    runner.ready.then(
      () => {
        performance.mark(RUNNER_READY_EVENT);
        window.dispatchEvent(new Event(RUNNER_READY_EVENT));
      },
      () => undefined,
    );
  }
  return runner;
}
