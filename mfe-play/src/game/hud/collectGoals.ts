import type { GoalProgress, LevelGoal } from '@pylands/game-engine';

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

/** Progress before any command ran: nothing collected yet. */
export function initialProgress(goals: readonly LevelGoal[]): GoalProgress[] {
  return goals.map((g) => ({
    type: g.type,
    action: g.action,
    score: 0,
    maxScore: g.maxScore ?? g.count ?? 1,
  }));
}
