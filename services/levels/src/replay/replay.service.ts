import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { RetryLaterException } from '@pylands/common';
import { levelDefinitionOf, type LevelDefinition } from '@pylands/game-engine';
import { PoolBusyError, RunnerPool, type ChallengeRunner, type PopupAnswer } from '@pylands/python-runner';
import {
  REPLAY_DEADLINE_MS,
  REPLAY_TIMEOUT_MS,
  replayPoolOptions,
  type ReplayPoolOptions,
} from './replay-options';
import { ReplayLock } from './replay-lock';
import {
  ALREADY_CHECKING_MESSAGE,
  REPLAY_RETRY_AFTER_SECONDS,
  REPLAY_UNAVAILABLE_MESSAGE,
} from './replay-messages';
import { replayVerdict, type ReplayVerdict } from './replay-verdict';

export interface ReplayRequest {
  /** Who asked (a student id): one replay at a time each. */
  requester: string;
  /** A course level's content, or a creative level's definition. */
  level: LevelDefinition;
  code: string;
  seed?: number;
  answers?: PopupAnswer[];
}

const UNAVAILABLE = REPLAY_UNAVAILABLE_MESSAGE;
const ALREADY_CHECKING = ALREADY_CHECKING_MESSAGE;
const CODE_BEING_CHECKED = 'Your code is already being checked. Please try again in a moment.';
const RETRY_AFTER_SECONDS = REPLAY_RETRY_AFTER_SECONDS;

/**
 * Course completions go through the verifier queue (../verifier); creative proofs and challenges'
 * hidden cases run here, on this process' pool.
 * Replays a claimed completion in Pyodide off the event loop (a warm RunnerPool: worker threads in
 * sandbox processes) with the client's seed and popup answers, so progress can be trusted.
 */
@Injectable()
export class ReplayService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Replay');
  private pool: RunnerPool | null = null;

  constructor(private readonly lock: ReplayLock) {}

  onModuleInit(): void {
    this.start(replayPoolOptions());
  }

  /** Creates the pool and warms it in the background: start-up and /health never wait for Pyodide. */
  private start(options: ReplayPoolOptions): void {
    const started = Date.now();
    const pool = new RunnerPool(options);
    this.pool = pool;
    pool.ready().then(
      () => this.logger.log(`replay pool ready: ${pool.size} workers in ${Date.now() - started} ms`),
      (error: unknown) => this.logger.error(`replay pool failed to start: ${String(error)}`),
    );
  }

  /**
   * 429 while the student has another replay running (on any replica); 503 with Retry-After when
   * the pool's queue is full or the replay misses its deadline (the run is then abandoned and its
   * worker replaced, so nothing keeps running for a caller who has gone).
   */
  async verify(request: ReplayRequest): Promise<ReplayVerdict> {
    const result = await this.withRunner(
      request.requester,
      (runner) =>
        runner.run({
          code: request.code,
          level: levelDefinitionOf(request.level),
          timeoutMs: REPLAY_TIMEOUT_MS,
          seed: request.seed,
          answers: request.answers ?? [],
        }),
      ALREADY_CHECKING,
    );
    return replayVerdict(result);
  }

  /**
   * Lends the pool to checks of learner code (a replay; a challenge's hidden cases, issue 23) under
   * the same guards: one at a time per requester (429 with `busyMessage`), 503 when the queue is
   * full or a run misses REPLAY_DEADLINE_MS (each run, as each replay: a challenge's cases run one
   * by one, each well under a second on a warm pool).
   */
  async withRunner<T>(
    requester: string,
    work: (runner: ChallengeRunner) => Promise<T>,
    busyMessage = CODE_BEING_CHECKED,
  ): Promise<T> {
    const pool = this.pool;
    if (!pool) throw new RetryLaterException(503, UNAVAILABLE, RETRY_AFTER_SECONDS);
    const release = await this.lock.acquire(requester, REPLAY_DEADLINE_MS + 5000);
    if (!release) throw new RetryLaterException(429, busyMessage, RETRY_AFTER_SECONDS);
    try {
      return await work({ run: (request) => pool.run(request, { deadlineMs: REPLAY_DEADLINE_MS }) });
    } catch (error) {
      if (!(error instanceof PoolBusyError)) this.logger.warn(`check failed: ${String(error)}`);
      throw new RetryLaterException(503, UNAVAILABLE, RETRY_AFTER_SECONDS);
    } finally {
      await release();
    }
  }

  /** The pool itself, shared with the in-process verifier worker (one set of Pyodide runtimes per process). */
  runnerPool(): RunnerPool | null {
    return this.pool;
  }

  /** The pool's state (workers idle and running, replays waiting), for health and tests. */
  poolState(): { idle: number; running: number; queued: number } {
    const pool = this.pool;
    return { idle: pool?.idle ?? 0, running: pool?.running ?? 0, queued: pool?.queued ?? 0 };
  }

  onApplicationShutdown(): void {
    this.pool?.close();
    this.pool = null;
  }
}
