import { facedCell, offset, sameCell } from '../geometry/vec';
import { isPushable, sameType } from '../objects/object-kinds';
import { fail } from '../world/world-state';
import { pick, type Rule } from './rule';
import { standsFor } from '../goals/goal-book';

/**
 * push(): "only rocks can be pushed, the player must face them, and the cell ahead must be free of
 * colliders" (§5). The rock moves one cell forward; the player stays. A push goal is scored when
 * the player stands at its position facing its target, or (without a position) by its rock type.
 */
export const push: Rule = (world) => {
  const ahead = facedCell(world.player);
  const rocks = world.objects.at(ahead).filter((o) => isPushable(o.item.type));
  if (rocks.length === 0) return fail('push.position');
  const rock = rocks[0];
  const step: [number, number] = [world.player.rotationX, world.player.rotationY];
  const beyond = offset(ahead, step);
  // The rock's own cells do not block it; everything else the player can't walk on does.
  rock.disabled = true;
  const free = world.walkable(beyond) && !world.objects.at(beyond).some((o) => isPushable(o.item.type));
  rock.disabled = false;
  if (!free) return fail('push.collision');

  rock.position = beyond;
  rock.compound = rock.compound.map((c) => offset(c, step));
  world.record(rock, 'moved');
  const state = pick(world.goals.ofAction('push'), (s) =>
    s.goal.position || s.goal.targetPosition
      ? standsFor(s.goal, { ...world.player }) &&
        (!s.goal.targetPosition || sameCell(s.goal.targetPosition, ahead))
      : sameType(s.goal.type, rock.item.type),
  );
  if (state) world.goals.score(state);
};
