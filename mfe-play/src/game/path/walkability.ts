import type { TiledMap, Vec2 } from '@pylands/game-engine';

/** What walking needs to know about an object on the map. */
export interface MapObject {
  action: string;
  type: string;
  position: Vec2;
  compound?: readonly Vec2[];
  state?: 'open' | 'closed' | 'full' | 'empty' | null;
  /** On the map: not taken, and built or combined already when it has to be. */
  present: boolean;
}

const COLLISION_LAYER = /^collisions?$/i;
const OPENABLE = /door|gate|chest|oven/i;
const PUSHABLE = /rock/i;
const CHICKEN_HOUSE = /chicken/i;
const XMARK = /^xmark/i;

const key = (x: number, y: number): string => `${x},${y}`;

/** Cells covered by the collisions layer's rectangles (pixels, converted with the map's tile size). */
export function collisionCells(map: TiledMap): Set<string> {
  const cells = new Set<string>();
  const tw = map.tilewidth || 16;
  const th = map.tileheight || 16;
  for (const layer of map.layers) {
    if (layer.type !== 'objectgroup' || !COLLISION_LAYER.test(layer.name)) continue;
    for (const rect of layer.objects ?? []) {
      const x0 = Math.floor(rect.x / tw);
      const y0 = Math.floor(rect.y / th);
      const x1 = Math.max(x0, Math.ceil((rect.x + rect.width) / tw) - 1);
      const y1 = Math.max(y0, Math.ceil((rect.y + rect.height) / th) - 1);
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells.add(key(x, y));
    }
  }
  return cells;
}

/**
 * How an object changes walking on its cells. This mirrors the engine's rule (WorldObjects.walkRule
 * in libs/game-engine, not exported): a closed door, a rock and an unbuilt build target block; an
 * open door or a built bridge is a path even over a collision rectangle; a chicken house stays solid.
 */
export function walkRule(object: MapObject): 'block' | 'walk' | undefined {
  const buildTarget = object.action === 'build' && !XMARK.test(object.type);
  if (buildTarget) {
    if (!object.present) return 'block';
    return CHICKEN_HOUSE.test(object.type) ? 'block' : 'walk';
  }
  if (!object.present) return undefined;
  if (object.state === 'open' && OPENABLE.test(object.type)) return 'walk';
  if (object.state === 'closed') return 'block';
  if (PUSHABLE.test(object.type)) return 'block';
  return undefined;
}

/** A walkability test for the map as it is now: inside, and not blocked by collisions or objects. */
export function walkability(
  map: TiledMap,
  objects: readonly MapObject[],
  collisions: Set<string> = collisionCells(map),
): (cell: Vec2) => boolean {
  const rules = new Map<string, Array<'block' | 'walk'>>();
  for (const object of objects) {
    const rule = walkRule(object);
    if (!rule) continue;
    for (const [x, y] of [object.position, ...(object.compound ?? [])]) {
      const list = rules.get(key(x, y)) ?? [];
      list.push(rule);
      rules.set(key(x, y), list);
    }
  }
  return ([x, y]) => {
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= map.width || y >= map.height)
      return false;
    const here = rules.get(key(x, y)) ?? [];
    if (here.includes('block')) return false;
    if (here.includes('walk')) return true;
    return !collisions.has(key(x, y));
  };
}
