import type { LevelContent } from '@pylands/content';
import { levelDefinitionOf } from '@pylands/game-engine';
import type { RunnerPool, RunResult } from '@pylands/python-runner';
import type { RunFacts } from './level-facts';

/** The play screen's own script budget (doc 2 §9). */
const RUN_TIMEOUT_MS = 5000;
/** Waiting for a Pyodide worker plus the run. */
const RUN_DEADLINE_MS = 12_000;

export function runFactsOf(result: RunResult): RunFacts {
  return {
    events: result.events,
    error: result.error
      ? { message: result.error.message, line: result.error.line, key: result.error.key }
      : undefined,
    complete: result.completion.complete,
    completionError: result.completion.error,
  };
}

/**
 * Replays programs in Pyodide for the tutor: the learner's (with the reference popup answers, the
 * program usually asks the same questions) and, once per level, the reference solution.
 */
export class ReplayFacts {
  private readonly solutions = new Map<string, Promise<RunFacts>>();

  constructor(private readonly pool: RunnerPool) {}

  private async run(level: LevelContent, code: string): Promise<RunFacts> {
    const result = await this.pool.run(
      {
        code,
        level: levelDefinitionOf(level),
        timeoutMs: RUN_TIMEOUT_MS,
        seed: 1,
        answers: level.solutionAnswers ?? [],
      },
      { deadlineMs: RUN_DEADLINE_MS },
    );
    return runFactsOf(result);
  }

  learner(level: LevelContent, code: string): Promise<RunFacts> {
    return this.run(level, code);
  }

  solution(level: LevelContent): Promise<RunFacts> {
    const key = `${level.courseId}/${level.slug}`;
    let cached = this.solutions.get(key);
    if (!cached) {
      cached = this.run(level, level.solution);
      cached.catch(() => this.solutions.delete(key));
      this.solutions.set(key, cached);
    }
    return cached;
  }
}
