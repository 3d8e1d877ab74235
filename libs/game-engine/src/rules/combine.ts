import type { GoalState } from '../goals/goal-book';
import type { Ingredient } from '../catalog/recipes';
import { combineRecipeFor } from '../catalog/recipes';
import { facedCell } from '../geometry/vec';
import { isCombineResult, normalizeType, sameType } from '../objects/object-kinds';
import { fail, isFailure } from '../world/world-state';
import { goalName, pick, placedGoals, type Rule } from './rule';

/**
 * combine(ingredients) at a combine goal's position facing its target. What it needs: the goal's
 * cost, whose type may list several types joined with '|' (each needs the cost amount, §5), else
 * the recipe named by the goal (§9), else the goal's data list. The argument is the list of
 * ingredient names (or the recipe's name); then the inventory must hold enough of each. The
 * result, hidden until now, appears at the target.
 */
export const combine: Rule = (world, args) => {
  const placed = placedGoals(world, 'combine');
  if (isFailure(placed)) return placed;
  const subject = args[0];
  const state = pick(placed, (s) => listFits(s, subject));
  if (!state) return fail('combine.data');

  const needs = needsOf(state);
  const spend: Ingredient[] = [];
  for (const need of needs) {
    const type = [need.type, ...(need.alternatives ?? [])].find(
      (t) => world.inventory.count(t) >= need.amount,
    );
    if (!type) return fail('combine.collect');
    spend.push({ type, amount: need.amount });
  }
  for (const { type, amount } of spend) world.inventory.remove(type, amount);

  const result = resultOf(state);
  const target = state.goal.targetPosition ?? facedCell(world.player);
  let waiting = world.objects.anyAt(target).filter((o) => isCombineResult(o.item) && o.disabled);
  if (waiting.length === 0) {
    const elsewhere = world.objects
      .all()
      .find((o) => isCombineResult(o.item) && o.disabled && sameType(o.item.type, result));
    waiting = elsewhere ? [elsewhere] : [];
  }
  world.reveal(waiting, { action: 'combine', type: result, position: [target[0], target[1]] });
  world.goals.score(state);
};

function resultOf(s: GoalState): string {
  const recipe = typeof s.goal.data === 'string' ? combineRecipeFor(s.goal.data) : undefined;
  return recipe?.result ?? s.goal.type;
}

function needsOf(s: GoalState): Ingredient[] {
  const { cost, data } = s.goal;
  if (cost) {
    return cost.type
      .split('|')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((type) => ({ type, amount: cost.amount }));
  }
  const recipe = combineRecipeFor(goalName(s)) ?? combineRecipeFor(s.goal.type);
  if (recipe) return recipe.ingredients;
  if (Array.isArray(data)) {
    const counts = new Map<string, Ingredient>();
    for (const name of data.filter((d): d is string => typeof d === 'string')) {
      const key = normalizeType(name);
      const entry = counts.get(key) ?? { type: name, amount: 0 };
      entry.amount += 1;
      counts.set(key, entry);
    }
    return [...counts.values()];
  }
  return [];
}

/**
 * The argument is the right list: a goal data list must be matched name for name (any order); a
 * recipe's or cost's ingredients must each be named (an alternative counts) and nothing else; a
 * single name must be the goal's data or recipe.
 */
function listFits(s: GoalState, subject: unknown): boolean {
  const { data } = s.goal;
  if (typeof subject === 'string') {
    return sameType(goalName(s), subject) || sameType(s.goal.type, subject) || sameType(resultOf(s), subject);
  }
  if (!Array.isArray(subject) || !subject.every((v): v is string => typeof v === 'string') || !subject.length)
    return false;
  if (Array.isArray(data) && !s.goal.cost) {
    const a = data.map((d) => normalizeType(String(d))).sort();
    const b = subject.map(normalizeType).sort();
    return a.length === b.length && a.every((v, i) => v === b[i]);
  }
  const needs = needsOf(s);
  const names = (need: Ingredient) => [need.type, ...(need.alternatives ?? [])];
  const named = new Set(subject.map(normalizeType));
  return (
    needs.every((need) => names(need).some((n) => named.has(normalizeType(n)))) &&
    [...named].every((n) => needs.some((need) => names(need).some((m) => normalizeType(m) === n)))
  );
}
