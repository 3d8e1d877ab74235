import type { Vec2 } from '@pylands/game-engine';

/** Spec (doc 2 §9): "Path preview up to 20 dots". */
export const PATH_PREVIEW_MAX_DOTS = 20;

const STEPS: ReadonlyArray<[number, number]> = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
];

/**
 * Shortest path on the grid (A*, octile distance): diagonal steps are allowed, but never across a
 * corner, so both cells beside a diagonal step must be walkable. Returns the cells after `from` up
 * to and including `to`, [] when already there, or null when `to` can not be reached.
 */
export function findPath(
  from: Vec2,
  to: Vec2,
  walkable: (cell: Vec2) => boolean,
  maxVisited = 20_000,
): Vec2[] | null {
  if (from[0] === to[0] && from[1] === to[1]) return [];
  if (!walkable(to)) return null;
  const key = (x: number, y: number): string => `${x},${y}`;
  const h = (x: number, y: number): number => {
    const dx = Math.abs(x - to[0]);
    const dy = Math.abs(y - to[1]);
    return Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy);
  };
  const cost = new Map<string, number>([[key(from[0], from[1]), 0]]);
  const parent = new Map<string, Vec2>();
  const closed = new Set<string>();
  // A small binary heap of [f, order, x, y]; `order` keeps ties first-in first-out (straight paths).
  const open: Array<[number, number, number, number]> = [];
  let order = 0;
  const push = (item: [number, number, number, number]): void => {
    open.push(item);
    let i = open.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (less(open[p], open[i])) break;
      [open[p], open[i]] = [open[i], open[p]];
      i = p;
    }
  };
  const pop = (): [number, number, number, number] => {
    const top = open[0];
    const last = open.pop()!;
    if (open.length) {
      open[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < open.length && less(open[l], open[m])) m = l;
        if (r < open.length && less(open[r], open[m])) m = r;
        if (m === i) break;
        [open[m], open[i]] = [open[i], open[m]];
        i = m;
      }
    }
    return top;
  };
  push([h(from[0], from[1]), order++, from[0], from[1]]);
  while (open.length && closed.size < maxVisited) {
    const [, , x, y] = pop();
    const k = key(x, y);
    if (closed.has(k)) continue;
    closed.add(k);
    if (x === to[0] && y === to[1]) {
      const path: Vec2[] = [];
      let cell: Vec2 | undefined = [x, y];
      while (cell && !(cell[0] === from[0] && cell[1] === from[1])) {
        path.unshift(cell);
        cell = parent.get(key(cell[0], cell[1]));
      }
      return path;
    }
    const g = cost.get(k)!;
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (!walkable([nx, ny])) continue;
      if (dx !== 0 && dy !== 0 && !(walkable([x + dx, y]) && walkable([x, y + dy]))) continue;
      const nk = key(nx, ny);
      const ng = g + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1);
      if (ng >= (cost.get(nk) ?? Infinity)) continue;
      cost.set(nk, ng);
      parent.set(nk, [x, y]);
      push([ng + h(nx, ny), order++, nx, ny]);
    }
  }
  return null;
}

function less(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  return a[0] < b[0] - 1e-9 || (Math.abs(a[0] - b[0]) <= 1e-9 && a[1] < b[1]);
}

/** The cells that get a preview dot: the first 20 of the way (the rest is left to the child). */
export function previewDots(path: readonly Vec2[]): Vec2[] {
  return path.slice(0, PATH_PREVIEW_MAX_DOTS).map(([x, y]) => [x, y]);
}
