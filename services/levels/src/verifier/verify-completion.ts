import { getLevel } from '@pylands/content';
import type { CompletionVerdict, CompletionVerifyJob } from '@pylands/contracts';
import { levelDefinitionOf } from '@pylands/game-engine';
import type { RunnerPool } from '@pylands/python-runner';
import { REPLAY_DEADLINE_MS, REPLAY_TIMEOUT_MS } from '../replay/replay-options';
import { replayVerdict } from '../replay/replay-verdict';

/**
 * A verifier job's work: the claimed run replayed in a fresh Pyodide runtime of the pool with the
 * client's seed and popup answers. A pool failure throws (the job fails, the caller answers 503).
 */
export async function verifyCompletion(
  pool: RunnerPool,
  job: CompletionVerifyJob,
): Promise<CompletionVerdict> {
  const level = getLevel(job.course_id, job.level_slug);
  if (!level) return { complete: false, reason: 'Level not found' };
  const result = await pool.run(
    {
      code: job.code,
      level: levelDefinitionOf(level),
      timeoutMs: REPLAY_TIMEOUT_MS,
      seed: job.seed,
      answers: job.answers ?? [],
    },
    { deadlineMs: REPLAY_DEADLINE_MS },
  );
  return replayVerdict(result);
}
