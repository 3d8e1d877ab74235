import { facedCell, turnedLeft, turnedRight } from '../geometry/vec';
import { sameType } from '../objects/object-kinds';
import type { Vec2 } from '../types';
import { fail, type WorldState } from '../world/world-state';
import type { Rule } from './rule';

/** move_forward(steps=1): one cell at a time; a wall stops the walk where it is (§5, §9). */
export const moveForward: Rule = (world, args) => {
  const steps = args[0] === undefined || args[0] === null ? 1 : args[0];
  if (typeof steps !== 'number' || !Number.isInteger(steps) || steps < 0) return fail('move.steps');
  for (let i = 0; i < steps; i++) {
    const next = facedCell(world.player);
    if (!world.walkable(next)) {
      world.blocked = true;
      return fail('move.wall');
    }
    world.player = { ...world.player, x: next[0], y: next[1] };
    world.path.push(next);
    enterCell(world, next);
  }
};

export const turnLeft: Rule = (world) => {
  world.player = turnedLeft(world.player);
};

export const turnRight: Rule = (world) => {
  world.player = turnedRight(world.player);
};

/**
 * Stepping on a finish or trigger item takes it (they "disable themselves once taken", §4) and
 * scores the finish goals it meets: a goal with a position is met on that cell; one without is met
 * by a finish item, or a trigger item of the goal's type.
 */
function enterCell(world: WorldState, cell: Vec2): void {
  const taken = world.objects
    .at(cell)
    .filter((o) => o.item.action === 'finish' || o.item.action === 'trigger');
  for (const object of taken) world.take(object);
  for (const state of world.goals.ofAction('finish')) {
    const { position, type } = state.goal;
    const met = position
      ? position[0] === cell[0] && position[1] === cell[1]
      : taken.some((o) => o.item.action === 'finish' || sameType(o.item.type, type));
    if (met) world.goals.score(state);
  }
}
