import type { PlacedItem } from '@pylands/game-engine';
import type { Cell } from './types';

export const cellAt = (point: Cell): Cell => ({ x: Math.floor(point.x), y: Math.floor(point.y) });

export const inside = (cell: Cell, width: number, height: number): boolean =>
  cell.x >= 0 && cell.y >= 0 && cell.x < width && cell.y < height;

export const sameCell = (a: Cell, b: Cell): boolean => a.x === b.x && a.y === b.y;

/**
 * §4: the target is one of the four neighbouring cells (left, right, up, down) of the item, the one
 * whose centre is nearest the pointer; cells off the map are not offered.
 */
export function nearestNeighbour(of: Cell, point: Cell, width: number, height: number): Cell | null {
  const candidates = [
    { x: of.x - 1, y: of.y },
    { x: of.x + 1, y: of.y },
    { x: of.x, y: of.y - 1 },
    { x: of.x, y: of.y + 1 },
  ].filter((c) => inside(c, width, height));
  let best: Cell | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = (c.x + 0.5 - point.x) ** 2 + (c.y + 0.5 - point.y) ** 2;
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** The items on a cell, in placing order. */
export const itemsAt = (items: readonly PlacedItem[], cell: Cell): PlacedItem[] =>
  items.filter((i) => sameCell(i.position, cell));
