import type { GoalProgress } from '@pylands/game-engine';

export interface HudRow {
  type: string;
  score: number;
  maxScore: number;
}

/** The collection HUD lists collect goals only. */
export function collectRows(goals: readonly GoalProgress[]): HudRow[] {
  return goals
    .filter((g) => g.action === 'collect')
    .map((g) => ({ type: g.type, score: g.score, maxScore: g.maxScore }));
}
