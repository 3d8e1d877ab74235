// Node entry: the runner for services (worker threads) plus the shared protocol types.
export { createNodeRunner } from './node/node-runner';
export type { NodeRunner, NodeRunnerOptions } from './node/node-runner';
export { RunnerPool, defaultPoolSize } from './node/runner-pool';
export type { RunnerPoolOptions, RunnerIsolation, PoolRunOptions } from './node/runner-pool';
export { PoolBusyError, RunDeadlineError } from './node/pool-errors';
export { createSandboxedRunner, sandboxReadPaths } from './node/sandbox/sandbox-runner';
export { sandboxExecArgv } from './node/sandbox/permissions';
export {
  NODE_WORKER_PATH,
  SANDBOX_CHILD_PATH,
  BROWSER_DIST_DIR,
  readSnapshotManifest,
  snapshotPath,
} from './node/artifacts';
export type { SnapshotManifest } from './node/artifacts';
export type { Runner, RunnerHostOptions } from './host/runner';
export { PLAYER_SOURCE } from './python/player-source';
export * from './protocol/run-types';
export * from './protocol/limits';
export * from './challenge';
