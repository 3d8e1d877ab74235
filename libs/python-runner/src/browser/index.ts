// Browser entry (`@pylands/python-runner/browser`): no Node imports here.
export { createBrowserRunner, DEFAULT_WORKER_URL, prestartWorker } from './runner-client';
export type { BrowserRunner, BrowserRunnerOptions } from './runner-client';
export type { Runner } from '../host/runner';
export * from '../protocol/run-types';
export * from '../protocol/limits';
