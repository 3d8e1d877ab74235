import type { GoalAction } from '../types';
import { cellOf } from '../geometry/vec';
import type { GoalState } from '../goals/goal-book';
import { done } from '../goals/goal-book';
import { isXmark } from '../objects/object-kinds';
import { fail, type RuleFailure, type WorldState } from '../world/world-state';

/** One command's rule: changes the world, or returns the broken rule. */
export type Rule = (world: WorldState, args: readonly unknown[]) => RuleFailure | void;

/**
 * "Each action must be done at the goal's position, facing its targetPosition" (§5). Returns the
 * goals of the action the player is placed for; otherwise the error: `xmark.position` when the
 * goal's spot is an X mark the player is not on, else `<action>.position`.
 */
export function placedGoals(world: WorldState, action: GoalAction): GoalState[] | RuleFailure {
  const placed = world.goals.placedFor(action, world.player);
  if (placed.length) return placed;
  const onMark = world.objects.at(cellOf(world.player)).some((o) => isXmark(o.item.type));
  const marked = world.goals
    .ofAction(action)
    .some((s) => s.goal.position && world.objects.at(s.goal.position).some((o) => isXmark(o.item.type)));
  return fail(marked && !onMark ? 'xmark.position' : `${action}.position`);
}

/** The first goal that fits, unfinished ones before finished ones. */
export function pick(goals: GoalState[], fits: (s: GoalState) => boolean): GoalState | undefined {
  return goals.find((s) => !done(s) && fits(s)) ?? goals.find(fits);
}

/** The goal's data as a name (falls back to its type). */
export function goalName(s: GoalState): string {
  const { data, type } = s.goal;
  return typeof data === 'string' || typeof data === 'number' ? String(data) : type;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
