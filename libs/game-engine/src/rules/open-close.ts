import { facedCell } from '../geometry/vec';
import { isOpenable, normalizeType } from '../objects/object-kinds';
import type { GoalState } from '../goals/goal-book';
import { fail, isFailure, type RuleFailure, type WorldState } from '../world/world-state';
import { goalName, pick, placedGoals, type Rule } from './rule';

/**
 * open()/close(): the player faces a door, gate, chest or oven (at a goal's position when the level
 * has goals for the action; a level without such goals lets any faced one be used). Opening makes
 * its cells walkable and closing blocks them (§4); opening an open one or closing a closed one is
 * an error (§5). An optional name must fit the object ("door" fits "door_wood").
 */
export const open: Rule = (world, args) => toggle(world, args, 'open');
export const close: Rule = (world, args) => toggle(world, args, 'close');

function toggle(world: WorldState, args: readonly unknown[], action: 'open' | 'close'): RuleFailure | void {
  let state: GoalState | undefined;
  if (world.goals.ofAction(action).length) {
    const placed = placedGoals(world, action);
    if (isFailure(placed)) return placed;
    state = pick(placed, () => true)!;
    // "Goal data must be a door, gate, chest or oven state" (§5): anything else is a broken level.
    if (!isOpenable(goalName(state))) return fail(action === 'open' ? 'open.error' : 'game.error');
  }
  const target = state?.goal.targetPosition ?? facedCell(world.player);
  const name = typeof args[0] === 'string' ? normalizeType(args[0]) : undefined;
  const objects = world.objects
    .at(target)
    .filter((o) => isOpenable(o.item.type) && (!name || normalizeType(o.item.type).includes(name)));
  if (objects.length === 0) return fail(`${action}.position`);

  const wanted = action === 'open' ? 'open' : 'closed';
  const toChange = objects.filter((o) => o.state !== wanted);
  if (toChange.length === 0) return fail(`${action}.already`);
  for (const object of toChange) {
    object.state = wanted;
    world.record(object, action === 'open' ? 'opened' : 'closed');
  }
  if (state) world.goals.score(state);
}
