import type { GoalCost } from '../types';
import { facedCell } from '../geometry/vec';
import { buildRecipeFor, isBuildable } from '../catalog/recipes';
import { isBuildTarget, normalizeType } from '../objects/object-kinds';
import { isMessageKey } from '../messages';
import { fail, isFailure } from '../world/world-state';
import { goalName, pick, placedGoals, type Rule } from './rule';

/**
 * build(name) at a build goal's X mark, facing its target: the goal data must start with the named
 * structure, and the inventory must hold the cost (the goal's, else the recipe's, §5/§9). The
 * structure waiting at the target appears (a new one is made if the level has none there).
 */
export const build: Rule = (world, args) => {
  const placed = placedGoals(world, 'build');
  if (isFailure(placed)) return placed;
  const name = args[0];
  const state =
    typeof name === 'string' && isBuildable(name)
      ? pick(placed, (s) => normalizeType(goalName(s)).startsWith(normalizeType(name)))
      : undefined;
  if (!state || typeof name !== 'string') return fail('build.data');

  const cost = costOf(state.goal.cost, goalName(state));
  if (cost && world.inventory.count(cost.type) < cost.amount) {
    const key = `build.${normalizeType(cost.type)}`;
    return fail(isMessageKey(key) ? key : 'build.cost', { amount: cost.amount, type: cost.type });
  }
  if (cost) world.inventory.remove(cost.type, cost.amount);

  const target = state.goal.targetPosition ?? facedCell(world.player);
  const waiting = world.objects.anyAt(target).filter((o) => isBuildTarget(o.item) && o.disabled);
  world.reveal(waiting, { action: 'build', type: goalName(state), position: [target[0], target[1]] });
  world.goals.score(state);
};

function costOf(cost: GoalCost | undefined, structure: string): GoalCost | undefined {
  if (cost) return cost;
  const ingredient = buildRecipeFor(structure)?.ingredients[0];
  return ingredient && { type: ingredient.type, amount: ingredient.amount };
}
