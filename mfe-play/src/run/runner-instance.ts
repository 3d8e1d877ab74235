import { createBrowserRunner, type BrowserRunner } from '@pylands/python-runner/browser';
import { RUNNER_READY_EVENT } from '@pylands/shared-ui';

let runner: BrowserRunner | null = null;

/**
 * One long-lived Pyodide worker, started as soon as the play remote loads (never on first Run).
 * On a play page the shell has already started the worker before React rendered: this adopts it.
 */
export function getRunner(): BrowserRunner {
  if (!runner) {
    // The default URL: the one index.html's inline script started the worker with, so it is adopted.
    runner = createBrowserRunner();
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
