import type { LevelUpdateRequest } from '@pylands/contracts';
import { levelApi } from '@pylands/shared-ui';

/** A won run's seed and popup answers: the server replays the completion with them before it trusts it. */
export type RunReplay = Required<Pick<LevelUpdateRequest, 'seed' | 'answers'>>;

/**
 * `level/update` for a run: in_progress when it starts (the server counts the attempt), complete
 * when it wins (with the run's replay, also for a completion made offline and sent later).
 */
export function saveLevelStatus(
  slug: string,
  courseId: string,
  lastStatus: 'in_progress' | 'complete',
  code: string,
  replay?: RunReplay,
) {
  return levelApi.update({
    last_status: lastStatus,
    last_code_executed: code,
    level_slug: slug,
    course_id: courseId,
    ...(replay ? { seed: replay.seed, answers: replay.answers } : {}),
  });
}
