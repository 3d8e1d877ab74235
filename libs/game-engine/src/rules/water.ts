import { facedCell } from '../geometry/vec';
import { isWaterTarget, normalizeType, sameType } from '../objects/object-kinds';
import { isMessageKey } from '../messages';
import { fail, isFailure } from '../world/world-state';
import { CANTEEN } from './canteen';
import { goalName, pick, placedGoals, type Rule } from './rule';

/** Layers that can be watered without an object on them (§5: "soil/farming/indoor layer"). */
const WATERABLE_LAYER = /soil|farming|indoor/i;

/**
 * water([target]) at a water goal's position facing its target: the goal data must be a tray, crop
 * or barrel; the faced cell needs a soil/farming/indoor tile or a tray/crop/barrel (or planted)
 * object; the canteen (or the goal's cost type) must hold the cost amount, default 1.
 */
export const water: Rule = (world, args) => {
  const placed = placedGoals(world, 'water');
  if (isFailure(placed)) return placed;
  const name = typeof args[0] === 'string' && args[0].trim() ? args[0] : undefined;
  const state = pick(placed, (s) => isWaterTarget(goalName(s)) && (!name || sameType(goalName(s), name)));
  if (!state) return fail('water.data');

  const target = state.goal.targetPosition ?? facedCell(world.player);
  const objects = world.objects
    .at(target)
    .filter((o) => isWaterTarget(o.item.type) || o.item.action === 'plant');
  if (objects.length === 0 && !world.grid.hasTileOn(WATERABLE_LAYER, target)) return fail('water.position');

  const cost = state.goal.cost ?? { type: CANTEEN, amount: 1 };
  if (world.inventory.count(cost.type) < cost.amount) {
    const key = `water.${normalizeType(cost.type)}`;
    return fail(isMessageKey(key) ? key : 'water.cost', { type: cost.type, amount: cost.amount });
  }
  world.inventory.remove(cost.type, cost.amount);
  for (const object of objects) {
    object.state = 'filled';
    world.record(object, 'filled');
  }
  world.goals.score(state);
};
