import type {
  Item,
  LevelConstant,
  LevelDefinition,
  LevelGoal,
  TiledLayer,
  TiledObject,
  Vec2,
} from '../types';

const TILE = 16;

export interface TestLevel {
  /** One string per row: '#' a collision cell, 'S' the start, anything else floor. */
  rows: string[];
  items?: Item[];
  goals?: LevelGoal[];
  constants?: LevelConstant[];
  /** Extra tile layers by name: a non-'.' character is a tile (e.g. a "soil" layer for watering). */
  tileLayers?: Record<string, string[]>;
  /** Extra collision rectangles in pixels (added to the '#' cells). */
  rects?: Omit<TiledObject, 'id'>[];
}

/** A tiny Tiled-shaped level built from text rows, for tests. */
export function buildLevel(spec: TestLevel): LevelDefinition {
  const height = spec.rows.length;
  const width = Math.max(...spec.rows.map((r) => r.length));
  let start: Vec2 = [0, 0];
  const objects: TiledObject[] = [];
  spec.rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === '#')
        objects.push({
          id: objects.length + 1,
          type: 'collision',
          x: x * TILE,
          y: y * TILE,
          width: TILE,
          height: TILE,
        });
      if (ch === 'S') start = [x, y];
    }),
  );
  for (const rect of spec.rects ?? []) objects.push({ id: objects.length + 1, ...rect });
  const tileLayer = (name: string, rows: string[]): TiledLayer => ({
    name,
    type: 'tilelayer',
    width,
    height,
    data: Array.from({ length: width * height }, (_, i) => {
      const ch = rows[Math.floor(i / width)]?.[i % width] ?? '.';
      return ch === '.' || ch === ' ' ? 0 : 1;
    }),
  });
  const full = Array.from({ length: height }, () => 'g'.repeat(width));
  return {
    map: {
      width,
      height,
      tilewidth: TILE,
      tileheight: TILE,
      orientation: 'orthogonal',
      layers: [
        tileLayer('ground_tiles', full),
        ...Object.entries(spec.tileLayers ?? {}).map(([name, rows]) => tileLayer(name, rows)),
        { name: 'collisions', type: 'objectgroup', objects },
      ],
      tilesets: [{ firstgid: 1, source: 'terrain.tsj' }],
    },
    start,
    zoom: 64,
    items: spec.items ?? [],
    levelGoals: spec.goals ?? [],
    constants: spec.constants ?? [],
  };
}

/** Commands as the runner sends them, numbered as Python lines 1, 2, 3... */
export function program(...calls: [string, ...unknown[]][]) {
  return calls.map(([name, ...args], i) => ({ name, args, line: i + 1 })) as import('../types').Command[];
}
