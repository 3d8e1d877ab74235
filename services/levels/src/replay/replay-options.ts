import { defaultPoolSize, type RunnerIsolation } from '@pylands/python-runner';

/** The replay's script budget: the play screen's own time-out (doc 2 §9). */
export const REPLAY_TIMEOUT_MS = 5000;
/** Waiting for a free worker plus the run; below the gateway's 30 s upstream time-out. */
export const REPLAY_DEADLINE_MS = 20_000;
/** Replays queued beyond this are refused (503) rather than piling up behind a slow pool. */
export const MAX_WAITING_REPLAYS = 32;

export interface ReplayPoolOptions {
  size: number;
  /** Replays that may wait for a worker (REPLAY_QUEUE_LIMIT, default MAX_WAITING_REPLAYS). */
  maxQueued: number;
  /** Undefined: the runner's default (a sandbox process per worker). */
  isolation?: RunnerIsolation;
}

/**
 * REPLAY_POOL_SIZE (default one worker per core, as replays are CPU-bound; 1–16), REPLAY_QUEUE_LIMIT (default 32, 0–1000) and REPLAY_ISOLATION
 * (process | thread, default the runner's).
 */
export function replayPoolOptions(env: NodeJS.ProcessEnv = process.env): ReplayPoolOptions {
  const fallback = Math.min(16, defaultPoolSize());
  const size = Number(env.REPLAY_POOL_SIZE ?? fallback);
  const queue = Number(env.REPLAY_QUEUE_LIMIT ?? MAX_WAITING_REPLAYS);
  const isolation = env.REPLAY_ISOLATION;
  return {
    size: Number.isInteger(size) ? Math.min(16, Math.max(1, size)) : fallback,
    maxQueued: Number.isInteger(queue) ? Math.min(1000, Math.max(0, queue)) : MAX_WAITING_REPLAYS,
    isolation: isolation === 'process' || isolation === 'thread' ? isolation : undefined,
  };
}
