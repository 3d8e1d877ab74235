import { createBrowserRunner, type BrowserRunner } from '@pylands/python-runner/browser';

let runner: BrowserRunner | null = null;

/** One long-lived Pyodide worker, started as soon as the play remote loads (never on first Run). */
export function getRunner(): BrowserRunner {
  runner ??= createBrowserRunner({ workerUrl: '/runner/worker.js' });
  return runner;
}
