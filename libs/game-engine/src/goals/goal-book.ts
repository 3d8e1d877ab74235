import type { GoalAction, GoalProgress, LevelGoal, Transform } from '../types';
import { facedCell, sameCell } from '../geometry/vec';

export interface GoalState {
  readonly goal: LevelGoal;
  score: number;
  readonly maxScore: number;
}

/** Goals checked after the run against the program's variables rather than scored by commands. */
export const VARIABLE_ACTIONS: readonly GoalAction[] = ['assign', 'compare'];

/** Every goal of the level with its score; maxScore comes from maxScore, else count, else 1. */
export class GoalBook {
  readonly states: GoalState[];

  constructor(goals: readonly LevelGoal[]) {
    this.states = goals.map((goal) => ({
      goal,
      score: goal.score ?? 0,
      maxScore: goal.maxScore ?? goal.count ?? 1,
    }));
  }

  ofAction(action: GoalAction): GoalState[] {
    return this.states.filter((s) => s.goal.action === action);
  }

  /**
   * Goals of the action whose position the player stands on and whose targetPosition the player
   * faces (either may be absent), unfinished ones first.
   */
  placedFor(action: GoalAction, player: Transform): GoalState[] {
    const matching = this.ofAction(action).filter((s) => standsFor(s.goal, player));
    return [...matching.filter((s) => !done(s)), ...matching.filter(done)];
  }

  /** Each success raises the score by one, up to maxScore. */
  score(state: GoalState): void {
    state.score = Math.min(state.score + 1, state.maxScore);
  }

  progress(): GoalProgress[] {
    return this.states.map((s) => ({
      type: s.goal.type,
      action: s.goal.action,
      score: s.score,
      maxScore: s.maxScore,
    }));
  }

  /** Goals scored by commands (not assign/compare). */
  scoredCount(): number {
    return this.states.filter((s) => !VARIABLE_ACTIONS.includes(s.goal.action)).length;
  }

  hasScoredGoals(): boolean {
    return this.scoredCount() > 0;
  }

  /** Every scored goal (not assign/compare) at its maxScore. */
  scoredGoalsMet(): boolean {
    return this.states.filter((s) => !VARIABLE_ACTIONS.includes(s.goal.action)).every(done);
  }
}

/** Every goal's progress before any command ran, as the play screen's HUD first shows it. */
export function goalProgressAtStart(goals: readonly LevelGoal[]): GoalProgress[] {
  return new GoalBook(goals).progress();
}

export const done = (s: GoalState): boolean => s.score >= s.maxScore;

export function standsFor(goal: LevelGoal, player: Transform): boolean {
  if (goal.position && !sameCell(goal.position, [player.x, player.y])) return false;
  if (goal.targetPosition && !sameCell(goal.targetPosition, facedCell(player))) return false;
  return true;
}
