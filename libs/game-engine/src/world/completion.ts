import type { CompletionResult, LevelGoal } from '../types';
import { gameError } from '../messages';
import type { GoalBook } from '../goals/goal-book';

/**
 * §4 "Goal checking and completion": when every goal's score equals its maxScore, assign goals are
 * checked, then compare goals; both must pass. A level without scored goals is met at once.
 */
export function checkGoals(goals: GoalBook, variables: Record<string, unknown>): CompletionResult {
  if (!goals.scoredGoalsMet()) return { complete: false };
  for (const state of goals.ofAction('assign')) {
    const name = state.goal.variable ?? '';
    if (!assignMet(state.goal, variables[name])) return failed('assign', name);
    state.score = state.maxScore;
  }
  for (const state of goals.ofAction('compare')) {
    const name = state.goal.variable ?? '';
    const value = variables[name];
    // "undefined variables are skipped" (§5).
    if (value !== undefined && !deepEqual(value, state.goal.expectedData)) return failed('compare', name);
    state.score = state.maxScore;
  }
  return { complete: true };
}

const failed = (key: 'assign' | 'compare', name: string): CompletionResult => ({
  complete: false,
  error: gameError(key, { name }),
});

/**
 * "The user's variable must equal the depends count, or the depends type when the value is text;
 * text comparison case-insensitive" (§5). A missing variable does not equal anything.
 */
function assignMet(goal: LevelGoal, value: unknown): boolean {
  const depends = goal.depends;
  if (!depends || value === undefined) return false;
  if (typeof value === 'string')
    return value.trim().toLowerCase() === String(depends.type).trim().toLowerCase();
  return typeof value === 'number' && value === depends.count;
}

/** Structural equality of JSON-like values (Python lists, dicts, numbers, text, booleans, None). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ak = Object.keys(a as object);
  const bk = Object.keys(b as object);
  return (
    ak.length === bk.length &&
    ak.every(
      (k) =>
        Object.prototype.hasOwnProperty.call(b, k) &&
        deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}
