import type { Item, TiledMap, Vec2 } from '../types';
import { cellKey } from '../geometry/vec';
import { isBuildTarget, isOpenable, isPushable, isSolidWhenBuilt } from '../objects/object-kinds';

const COLLISION_LAYER = /^collisions?$/i;

/** What walking needs to know about an object (the world's objects and the renderer's alike). */
export interface WalkingObject {
  action: string;
  type: string;
  state?: string | null;
  /** On the map: not taken, and already built or combined when it has to be. */
  present: boolean;
}

export interface PlacedWalkingObject extends WalkingObject {
  position: Vec2;
  compound?: readonly Vec2[];
}

export type WalkRule = 'block' | 'walk' | undefined;

/**
 * How an object changes walking on its cells: 'block' beats the collisions layer and 'walk'
 * overrides it. A closed door, a rock and an unbuilt build target block; an open door or a built
 * bridge is a path even over a collision rectangle; a chicken house stays solid once built.
 */
export function walkRuleOf(object: WalkingObject): WalkRule {
  const item = { action: object.action, type: object.type };
  if (isBuildTarget(item)) {
    if (!object.present) return 'block';
    return isSolidWhenBuilt(item) ? 'block' : 'walk';
  }
  if (!object.present) return undefined;
  if (object.state === 'open' && isOpenable(object.type)) return 'walk';
  if (object.state === 'closed') return 'block';
  if (isPushable(object.type)) return 'block';
  return undefined;
}

/** Cells (keys "x,y") covered by the collisions layer's rectangles, in pixels on the map's tiles. */
export function collisionCells(map: TiledMap): Set<string> {
  const cells = new Set<string>();
  const tw = map.tilewidth || 16;
  const th = map.tileheight || 16;
  for (const layer of map.layers) {
    if (layer.type !== 'objectgroup' || !COLLISION_LAYER.test(layer.name)) continue;
    for (const rect of layer.objects ?? []) {
      const x0 = Math.floor(rect.x / tw);
      const y0 = Math.floor(rect.y / th);
      // A rectangle covers every cell it overlaps; a zero-size one (a point) covers its own cell.
      const x1 = Math.max(x0, Math.ceil((rect.x + rect.width) / tw) - 1);
      const y1 = Math.max(y0, Math.ceil((rect.y + rect.height) / th) - 1);
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells.add(cellKey([x, y]));
    }
  }
  return cells;
}

export function insideMap(map: { width: number; height: number }, [x, y]: Vec2): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < map.width && y < map.height;
}

/** The walking verdict for one cell from its objects' rules and the collisions layer. */
export function walkableWith(rules: readonly WalkRule[], collision: boolean): boolean {
  if (rules.includes('block')) return false;
  if (rules.includes('walk')) return true;
  return !collision;
}

/** A walkability test for the map as it is now: inside, and not blocked by collisions or objects. */
export function walkability(
  map: TiledMap,
  objects: readonly PlacedWalkingObject[],
  collisions: Set<string> = collisionCells(map),
): (cell: Vec2) => boolean {
  const rules = new Map<string, WalkRule[]>();
  for (const object of objects) {
    const rule = walkRuleOf(object);
    if (!rule) continue;
    for (const cell of [object.position, ...(object.compound ?? [])]) {
      const list = rules.get(cellKey(cell)) ?? [];
      list.push(rule);
      rules.set(cellKey(cell), list);
    }
  }
  return (cell) =>
    insideMap(map, cell) && walkableWith(rules.get(cellKey(cell)) ?? [], collisions.has(cellKey(cell)));
}

/**
 * Walkability at best: every door, gate and chest open, every structure built, every rock pushed
 * away. No run can walk more of the map, so a cell this forbids can never be reached.
 */
export function walkabilityAtBest(map: TiledMap, items: readonly Item[]): (cell: Vec2) => boolean {
  return walkability(
    map,
    items.map((item) => ({
      ...item,
      present: !isPushable(item.type),
      state: isOpenable(item.type) ? 'open' : undefined,
    })),
  );
}
