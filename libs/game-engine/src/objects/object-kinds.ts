import type { Item } from '../types';

/**
 * What an item is, read from its type and action (document 2, §4 "Object states"). Types are
 * free-form sprite-like names ("door_wood", "chest_gold"), so kinds are matched by word.
 */
const OPENABLE = /door|gate|chest|oven/i;
const FILLABLE = /tray|shelf|rack|flag/i;
const PUSHABLE = /rock/i;
const WATER_TARGET = /tray|crop|barrel/i;
const CHICKEN_HOUSE = /chicken/i;
const XMARK = /^xmark/i;

export const isOpenable = (type: string): boolean => OPENABLE.test(type);
export const isFillable = (type: string): boolean => FILLABLE.test(type);
export const isPushable = (type: string): boolean => PUSHABLE.test(type);
export const isWaterTarget = (type: string): boolean => WATER_TARGET.test(type);
export const isXmark = (type: string): boolean => XMARK.test(type);

/** A structure a build goal makes appear (the X mark the player stands on is not one). */
export const isBuildTarget = (item: Pick<Item, 'action' | 'type'>): boolean =>
  item.action === 'build' && !isXmark(item.type);

/** Combine results are hidden until combined. */
export const isCombineResult = (item: Item): boolean => item.action === 'combine' && !isXmark(item.type);

/** Chicken houses stay solid once built; bridges and roads become paths. */
export const isSolidWhenBuilt = (item: Pick<Item, 'type'>): boolean => CHICKEN_HOUSE.test(item.type);

/** Items taken by walking onto them or collecting them. */
export const isTakeable = (item: Item): boolean =>
  item.action === 'collect' || item.action === 'finish' || item.action === 'trigger';

export type ObjectStateName = 'open' | 'closed' | 'empty' | 'filled';

export function initialState(item: Item): ObjectStateName | undefined {
  const data = (item.data ?? '').toLowerCase();
  if (isOpenable(item.type)) return data === 'open' || data === 'opened' ? 'open' : 'closed';
  if (isFillable(item.type))
    return data === 'fill' || data === 'filled' || data === 'full' ? 'filled' : 'empty';
  return undefined;
}

/** Compares item and inventory names loosely: case, spaces/dashes and a plural "s" are ignored. */
export function normalizeType(type: string): string {
  const t = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return t.length > 3 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : t;
}

export const sameType = (a: string, b: string): boolean => normalizeType(a) === normalizeType(b);
