import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import {
  createWorld,
  LAYER_DRAW_ORDER,
  LAYERS_ABOVE_PLAYER,
  levelDefinitionOf,
  type Item,
  type LevelDefinition,
  type ObjectState,
} from '@pylands/game-engine';
import { ASSETS_DIR } from '../loader/paths';

/** The guide shows the default student character (the play screen draws the student's own). */
export const GUIDE_CHARACTER = 'Rabbit';

const TILE = 16;

/** A level's guide picture: the PNG and a short hash of its bytes (the URL's cache version). */
export interface GuideImage {
  png: Buffer;
  width: number;
  height: number;
  version: string;
}

// Tilesets and sprites are decoded once per process; a missing file is remembered as null.
const decoded = new Map<string, PNG | null>();

function readAsset(relative: string): PNG | null {
  if (!decoded.has(relative)) {
    const file = path.join(ASSETS_DIR, relative);
    decoded.set(relative, fs.existsSync(file) ? PNG.sync.read(fs.readFileSync(file)) : null);
  }
  return decoded.get(relative) ?? null;
}

function readJson<T>(relative: string): T {
  return JSON.parse(fs.readFileSync(path.join(ASSETS_DIR, relative), 'utf8')) as T;
}

/** Copies a w×h block of `src` to `dst`, each pixel as a scale×scale square; transparent pixels are skipped. */
function blit(
  dst: PNG,
  src: PNG,
  sx: number,
  sy: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  scale = 1,
) {
  for (let y = 0; y < h * scale; y++) {
    for (let x = 0; x < w * scale; x++) {
      const si = ((sy + Math.floor(y / scale)) * src.width + sx + Math.floor(x / scale)) * 4;
      if (src.data[si + 3] === 0) continue;
      const tx = dx + x;
      const ty = dy + y;
      if (tx < 0 || ty < 0 || tx >= dst.width || ty >= dst.height) continue;
      src.data.copy(dst.data, (ty * dst.width + tx) * 4, si, si + 4);
    }
  }
}

interface Tileset {
  firstgid: number;
  columns: number;
  image: PNG;
}

function loadTilesets(level: LevelDefinition): Tileset[] {
  return level.map.tilesets
    .map((ref) => {
      const tsj = readJson<{ image: string; columns: number }>(path.join('tileset_png', ref.source));
      const image = readAsset(path.join('tileset_png', tsj.image));
      if (!image) throw new Error(`Tileset image ${tsj.image} of ${ref.source} is missing`);
      return { firstgid: ref.firstgid, columns: tsj.columns, image };
    })
    .sort((a, b) => a.firstgid - b.firstgid);
}

/** Tiled keeps flip flags in the top three bits of a gid; the content uses none, so they are ignored. */
const GID_MASK = 0x1fffffff;

function drawLayer(out: PNG, level: LevelDefinition, sets: Tileset[], name: string) {
  const layer = level.map.layers.find((l) => l.name === name && l.type === 'tilelayer');
  if (!layer?.data || layer.visible === false) return;
  const width = level.map.width;
  layer.data.forEach((raw, i) => {
    const gid = raw & GID_MASK;
    if (!gid) return;
    const set = sets.filter((s) => gid >= s.firstgid).pop();
    if (!set) return;
    const id = gid - set.firstgid;
    const x = (i % width) * TILE;
    const y = Math.floor(i / width) * TILE;
    blit(out, set.image, (id % set.columns) * TILE, Math.floor(id / set.columns) * TILE, TILE, TILE, x, y);
  });
}

/** As the play screen names item art: `sprite` (else `type`) under sprites/items/, or under sprites/ with a folder. */
function itemSprite(item: Item, state: ObjectState['state']): PNG | null {
  const name = ((item.sprite && item.sprite.trim()) || item.type).replace(/\.png$/i, '');
  const base = name.includes('/')
    ? path.join('sprites', name.replace(/^\/+/, ''))
    : path.join('sprites', 'items', name);
  const variant = state === 'filled' ? 'full' : state;
  return (variant && readAsset(`${base}_${variant}.png`)) || readAsset(`${base}.png`);
}

function drawItems(out: PNG, level: LevelDefinition) {
  // The engine's start state: taken items gone, build targets and combine results not there yet.
  const objects = createWorld(level).objects();
  for (const object of objects) {
    if (!object.visible) continue;
    const item = level.items[object.itemIndex];
    const sprite = item && itemSprite(item, object.state);
    if (!sprite) continue;
    const cells = [object.position, ...(object.compound ?? [])];
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const boxW = (Math.max(...xs) - Math.min(...xs) + 1) * TILE;
    const boxH = (Math.max(...ys) - Math.min(...ys) + 1) * TILE;
    // Whole-number scales, as the play screen draws pixel art; a larger image is cropped to its box.
    const scale = Math.max(1, Math.floor(Math.min(boxW / sprite.width, boxH / sprite.height)));
    const w = Math.min(sprite.width, Math.floor(boxW / scale));
    const h = Math.min(sprite.height, Math.floor(boxH / scale));
    const left = Math.min(...xs) * TILE + Math.floor((boxW - w * scale) / 2);
    const top = Math.min(...ys) * TILE + Math.floor((boxH - h * scale) / 2);
    blit(out, sprite, 0, 0, w, h, left, top, scale);
  }
}

function drawCharacter(out: PNG, level: LevelDefinition) {
  const layout = readJson<{ frameWidth: number; frameHeight: number; rows: string[] }>(
    'sprites/characters/sheet.json',
  );
  const sheet = readAsset(`sprites/characters/${GUIDE_CHARACTER}.png`);
  if (!sheet) throw new Error(`The ${GUIDE_CHARACTER} walk sheet is missing`);
  // Every level starts with the character facing up (the engine's start rotation).
  const row = Math.max(0, layout.rows.indexOf('up'));
  const { frameWidth: fw, frameHeight: fh } = layout;
  const [x, y] = level.start;
  blit(out, sheet, 0, row * fh, fw, fh, x * TILE + (TILE - fw) / 2, y * TILE + TILE - fh);
}

/**
 * The level's map as the child first sees it: the tile layers in the spec's order, the items in
 * their start state, the character on the start cell facing up, and tree tops and roofs above it.
 * One pixel per map pixel: (map width × 16) × (map height × 16).
 */
export function renderLevelImage(level: Parameters<typeof levelDefinitionOf>[0]): PNG {
  const definition = levelDefinitionOf(level);
  const sets = loadTilesets(definition);
  const out = new PNG({ width: definition.map.width * TILE, height: definition.map.height * TILE });
  const above = new Set<string>(LAYERS_ABOVE_PLAYER);
  for (const name of LAYER_DRAW_ORDER.filter((n) => !above.has(n))) drawLayer(out, definition, sets, name);
  drawItems(out, definition);
  drawCharacter(out, definition);
  for (const name of LAYER_DRAW_ORDER.filter((n) => above.has(n))) drawLayer(out, definition, sets, name);
  return out;
}

// Content is fixed for the life of a process, so each level's picture is drawn once, on first use.
const rendered = new WeakMap<object, GuideImage>();

/** The guide picture of a shipped level, rendered on first use and kept for the process. */
export function guideImageOf(level: Parameters<typeof levelDefinitionOf>[0]): GuideImage {
  let image = rendered.get(level);
  if (!image) {
    const picture = renderLevelImage(level);
    const png = PNG.sync.write(picture);
    const version = createHash('sha256').update(png).digest('hex').slice(0, 12);
    image = { png, width: picture.width, height: picture.height, version };
    rendered.set(level, image);
  }
  return image;
}
