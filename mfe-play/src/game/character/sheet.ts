import type { Direction } from '../motion/direction';
import { CHARACTER_FRAME_MS } from '../motion/timing';

/**
 * The layout file /assets/sprites/characters/sheet.json, shared by every character PNG
 * (spec: "named states each a list of frame coordinates; frame width and height; frame time").
 * Coordinates are [column, row] in frames. A file keyed by character name is also accepted.
 */
export interface SheetFile {
  frameWidth?: number;
  frameHeight?: number;
  frameTime?: number;
  states?: Record<string, Array<[number, number] | { x: number; y: number }>>;
  /** States drawn mirrored, e.g. "walk_left" reusing the right-facing frames. */
  flip?: string[] | Record<string, boolean>;
  /** Row layout instead of states: the direction each row faces, e.g. ["down", "up", "left", "right"]. */
  rows?: string[];
  framesPerRow?: number;
  frameTimeMs?: number;
}

export interface DirectionFrames {
  /** Frame indices (row * columns + column) for walking. */
  walk: number[];
  /** Frame index when standing still. */
  idle: number;
  flipX: boolean;
}

export interface CharacterLayout {
  frameWidth: number;
  frameHeight: number;
  frameTimeMs: number;
  columns: number;
  rows: number;
  directions: Record<Direction, DirectionFrames>;
}

const DIRECTIONS: Direction[] = ['down', 'up', 'left', 'right'];
const OPPOSITE: Partial<Record<Direction, Direction>> = { left: 'right', right: 'left' };

function coord(c: [number, number] | { x: number; y: number }): [number, number] {
  return Array.isArray(c) ? c : [c.x, c.y];
}

function isSheetFile(value: unknown): value is SheetFile {
  return typeof value === 'object' && value !== null && ('states' in value || 'frameWidth' in value);
}

/** Picks the sheet for one character when sheet.json holds several. */
export function selectSheet(json: unknown, character: string): SheetFile | null {
  if (isSheetFile(json)) return json;
  if (typeof json === 'object' && json !== null) {
    const entry = (json as Record<string, unknown>)[character] ?? (json as Record<string, unknown>).default;
    if (isSheetFile(entry)) return entry;
  }
  return null;
}

/**
 * Builds the per-direction frames. Without a layout file the sheet is read as one row per
 * direction (down, up, left, right) of 16×16 frames.
 */
export function parseCharacterLayout(
  sheet: SheetFile | null,
  imageWidth: number,
  imageHeight: number,
): CharacterLayout {
  const frameWidth = sheet?.frameWidth ?? 16;
  const frameHeight = sheet?.frameHeight ?? frameWidth;
  const columns = Math.max(1, Math.floor(imageWidth / frameWidth));
  const rows = Math.max(1, Math.floor(imageHeight / frameHeight));
  const frameTimeMs = sheet?.frameTimeMs ?? sheet?.frameTime ?? CHARACTER_FRAME_MS;
  const index = ([col, row]: [number, number]): number =>
    Math.min(row, rows - 1) * columns + Math.min(col, columns - 1);
  const flips = sheet?.flip;
  const flipped = (state: string): boolean =>
    Array.isArray(flips) ? flips.includes(state) : Boolean(flips && flips[state]);

  const states = sheet?.states ?? {};
  const names = Object.keys(states);
  const find = (dir: Direction, kind: 'walk' | 'idle'): string | undefined => {
    const forDir = names.filter((n) => n.toLowerCase().includes(dir));
    if (kind === 'idle') return forDir.find((n) => /idle|stand/i.test(n));
    return forDir.find((n) => /walk|move|run/i.test(n)) ?? forDir.find((n) => !/idle|stand/i.test(n));
  };

  const fromStates = (dir: Direction): DirectionFrames | null => {
    const walkName = find(dir, 'walk');
    const idleName = find(dir, 'idle');
    if (!walkName && !idleName) return null;
    const walk = (states[(walkName ?? idleName) as string] ?? []).map((c) => index(coord(c)));
    const idleFrames = idleName ? states[idleName].map((c) => index(coord(c))) : [];
    if (walk.length === 0 && idleFrames.length === 0) return null;
    return {
      walk: walk.length ? walk : idleFrames,
      idle: idleFrames[0] ?? walk[0],
      flipX: flipped((walkName ?? idleName) as string),
    };
  };

  // Rows named in the file, else the default order down, up, left, right.
  const rowOrder = (sheet?.rows ?? DIRECTIONS).map((r) => r.toLowerCase());
  const perRow = Math.min(columns, sheet?.framesPerRow ?? columns);
  const directions = {} as Record<Direction, DirectionFrames>;
  DIRECTIONS.forEach((dir) => {
    const frames = fromStates(dir);
    const rowIndex = rowOrder.indexOf(dir);
    if (frames) directions[dir] = frames;
    else if (names.length === 0 && rowIndex !== -1 && rowIndex < rows) {
      const walk = Array.from({ length: perRow }, (_, col) => rowIndex * columns + col);
      directions[dir] = { walk, idle: walk[0], flipX: false };
    }
  });
  // A sheet with only one side faces the other side by mirroring it.
  for (const dir of DIRECTIONS) {
    if (directions[dir]) continue;
    const other = OPPOSITE[dir];
    const source = (other && directions[other]) || directions.down || Object.values(directions)[0];
    directions[dir] = source
      ? { ...source, flipX: other && directions[other] ? !source.flipX : source.flipX }
      : { walk: [0], idle: 0, flipX: false };
  }
  return { frameWidth, frameHeight, frameTimeMs, columns, rows, directions };
}
