import type { TutorTip } from './first-tip';
import { commandTip } from './command-tip';
import type { LevelFacts, RunFacts } from './level-facts';
import { pastGoalTip, pathTip } from './path-tip';
import { divergenceOf } from './run-actions';
import { shortLoopTip } from './short-loop-tip';
import { stoppedEarlyTip } from './stopped-early-tip';

/** Compares the learner's run with the reference run and explains the first place they differ. */
export function traceTip(facts: LevelFacts, run: RunFacts, reference: RunFacts): TutorTip | null {
  const divergence = divergenceOf(run.events, reference.events);
  const { learner, solution, k, mine, next } = divergence;
  if (!next) return pastGoalTip(facts, mine);

  const loop = shortLoopTip(facts, learner, solution, k);
  if (loop) return loop;

  if (!mine || (mine.kind === 'act' && next.kind !== 'act' && mine.event.error))
    return stoppedEarlyTip(facts, divergence, next);
  return pathTip(facts, divergence, mine, next) ?? commandTip(facts, mine, next);
}
