import {
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { LevelContent } from '@pylands/content';
import type { LevelDefinition } from '@pylands/game-engine';
import { RunnerPool, type PopupAnswer, type RunResult } from '@pylands/python-runner';
import {
  MAX_WAITING_REPLAYS,
  REPLAY_DEADLINE_MS,
  REPLAY_TIMEOUT_MS,
  replayPoolOptions,
  type ReplayPoolOptions,
} from './replay-options';
import { replayVerdict, type ReplayVerdict } from './replay-verdict';

export interface ReplayRequest {
  /** Who asked (a student id): one replay at a time each. */
  requester: string;
  level: LevelContent;
  code: string;
  seed?: number;
  answers?: PopupAnswer[];
}

const UNAVAILABLE = 'The run could not be checked right now. Please try again.';

/** Only what the engine needs: the solution and texts stay out of the sandbox. */
function definitionOf(level: LevelContent): LevelDefinition {
  const { map, start, zoom, items, levelGoals, constants } = level;
  return { map, start, zoom, items, levelGoals, constants };
}

/**
 * Replays a claimed completion in Pyodide off the event loop (a warm RunnerPool: worker threads in
 * sandbox processes) with the client's seed and popup answers, so progress can be trusted.
 */
@Injectable()
export class ReplayService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Replay');
  private pool: RunnerPool | null = null;
  private waiting = 0;
  private readonly requesters = new Set<string>();

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

  async verify(request: ReplayRequest): Promise<ReplayVerdict> {
    const pool = this.pool;
    if (!pool) throw new ServiceUnavailableException(UNAVAILABLE);
    if (this.requesters.has(request.requester)) {
      throw new HttpException(
        'A completion of yours is already being checked.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (this.waiting >= MAX_WAITING_REPLAYS) throw new ServiceUnavailableException(UNAVAILABLE);
    this.requesters.add(request.requester);
    this.waiting += 1;
    try {
      const result = await this.withinDeadline(
        pool.run({
          code: request.code,
          level: definitionOf(request.level),
          timeoutMs: REPLAY_TIMEOUT_MS,
          seed: request.seed,
          answers: request.answers ?? [],
        }),
      );
      return replayVerdict(result);
    } finally {
      this.waiting -= 1;
      this.requesters.delete(request.requester);
    }
  }

  onApplicationShutdown(): void {
    this.pool?.close();
    this.pool = null;
  }

  private withinDeadline(run: Promise<RunResult>): Promise<RunResult> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('replay deadline passed')), REPLAY_DEADLINE_MS);
    });
    return Promise.race([run, deadline])
      .catch((error: unknown) => {
        this.logger.warn(`replay failed: ${String(error)}`);
        throw new ServiceUnavailableException(UNAVAILABLE);
      })
      .finally(() => clearTimeout(timer));
  }
}
