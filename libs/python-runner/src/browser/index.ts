// Browser entry (`@pylands/python-runner/browser`): no Node imports here.
export { createBrowserRunner } from './runner-client';
export { DEFAULT_WORKER_URL, prestartWorker } from './prestart';
export type { BrowserRunner, BrowserRunnerOptions } from './runner-client';
export type { Runner } from '../host/runner';
export * from '../protocol/run-types';
export * from '../protocol/limits';
export * from '../challenge';
