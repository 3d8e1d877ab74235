import { REPLAY_DEADLINE_MS, replayPoolOptions } from '../replay/replay-options';

/** How completions reach the verifier workers (VERIFIER_* from the environment). */
export interface VerifierConfig {
  /** VERIFIER_WORKERS=external: no worker in the levels process (verifier-main processes do the work). */
  external: boolean;
  /**
   * A worker's job lock (VERIFIER_LOCK_MS, default 5 s). A running worker renews it every half of
   * it (the replay runs off the event loop, so renewals are never late); a killed worker's job is
   * found stalled at most about 1.5 × this later and handed to another worker, well inside the
   * completion's 20 s deadline.
   */
  lockMs: number;
  /** How long adding a job may take before the queue counts as unreachable (VERIFIER_ENQUEUE_TIMEOUT_MS). */
  enqueueTimeoutMs: number;
  /**
   * How long level/update waits for a verdict before 503 with Retry-After (VERIFIER_WAIT_MS,
   * default 20 s: below the gateway's 30 s upstream time-out). The job stays queued; the retry
   * joins it.
   */
  waitMs: number;
  /**
   * Completions that may wait for a verifier before more are refused with 503 (REPLAY_QUEUE_LIMIT,
   * as for the replay pool before the queue: one knob for "replays that may wait").
   */
  maxWaiting: number;
  /** How often pending completions are sent to the queue again (VERIFIER_SWEEP_MS). */
  sweepMs: number;
}

function intWithin(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export function loadVerifierConfig(env: NodeJS.ProcessEnv = process.env): VerifierConfig {
  return {
    external: env.VERIFIER_WORKERS === 'external',
    lockMs: intWithin(env.VERIFIER_LOCK_MS, 5000, 500, 60_000),
    enqueueTimeoutMs: intWithin(env.VERIFIER_ENQUEUE_TIMEOUT_MS, 2000, 100, 10_000),
    waitMs: intWithin(env.VERIFIER_WAIT_MS, REPLAY_DEADLINE_MS, 500, 60_000),
    maxWaiting: replayPoolOptions(env).maxQueued,
    sweepMs: intWithin(env.VERIFIER_SWEEP_MS, 5000, 100, 600_000),
  };
}

export const VERIFIER_CONFIG = Symbol('VERIFIER_CONFIG');
