import { normalizeType } from '../objects/object-kinds';
import type { WorldState } from '../world/world-state';

/** Watering spends this inventory type unless the goal's cost names another (§8: "default canteen"). */
export const CANTEEN = 'canteen';

export const isWaterName = (name: string): boolean => normalizeType(name) === 'water';

/**
 * How much water a full canteen holds: a number in the canteen item's data, else all the water the
 * level's watering goals need (the spec gives no size; a refill must never fall short of the level).
 */
export function canteenCapacity(world: WorldState, data?: string): number {
  const fromItem = Number(data);
  if (data !== undefined && data !== '' && Number.isInteger(fromItem) && fromItem > 0) return fromItem;
  const needed = world.goals
    .ofAction('water')
    .filter((s) => normalizeType(s.goal.cost?.type ?? CANTEEN) === CANTEEN)
    .reduce((sum, s) => sum + (s.goal.cost?.amount ?? 1) * s.maxScore, 0);
  return Math.max(1, needed);
}

/** Picking up or refilling the canteen fills it; it never empties a fuller one. */
export function fillCanteen(world: WorldState, data?: string): void {
  const full = canteenCapacity(world, data);
  world.inventory.set(CANTEEN, Math.max(world.inventory.count(CANTEEN), full));
}
