// Builds assets/tileset_png/winter.png + winter.tsj from the terrain and nature tilesets already in
// assets/ (so it needs no gallery): grass becomes snow, water becomes ice, trees and bushes get snow
// on their light leaves, and a drawn snowman. Same 16-colour palette. Usage: node scripts/make-winter.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PALETTE } from './gallery.mjs';
import { blank, fromRows, overlay, writePng } from './art/image.mjs';

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs');
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'tileset_png');
const COLUMNS = 8;

/** Every tile of a tileset as palette-indexed 16×16 images, by name. */
function readTiles(name) {
  const tsj = JSON.parse(fs.readFileSync(path.join(DIR, `${name}.tsj`), 'utf8'));
  const png = PNG.sync.read(fs.readFileSync(path.join(DIR, tsj.image)));
  const tiles = new Map();
  for (const t of tsj.tiles) {
    const img = blank(16, 16);
    const cx = (t.id % tsj.columns) * 16;
    const cy = Math.floor(t.id / tsj.columns) * 16;
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        const i = ((cy + y) * png.width + cx + x) * 4;
        const rgba = [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
        const index = rgba[3] === 0 ? 0 : PALETTE.findIndex((c) => c.every((v, k) => v === rgba[k]));
        if (index < 0) throw new Error(`${name}/${t.type}: colour ${rgba} is not in the palette`);
        img.px[y][x] = index;
      }
    }
    tiles.set(t.type, img);
  }
  return tiles;
}

const swap = (img, map) => ({ ...img, px: img.px.map((row) => row.map((v) => map[v] ?? v)) });

// Palette indices: 1 white, 5 yellow, 6 teal, 7 green, 8 dark blue, 9 light blue (b: grey outline).
const SNOW_GROUND = { 7: 1, 5: 9, 6: 9 };
const ICE = { 7: 1, 5: 9, 8: 9, 9: 1 };
const SNOWY_LEAVES = { 7: 1, 5: 1 };

const SNOWMAN = fromRows([
  '................',
  '......ffff......',
  '......ffff......',
  '.....ffffff.....',
  '.....b1111b.....',
  '....b1f11f1b....',
  '....b114411b....',
  '.....b1111b.....',
  '....22222222....',
  '...b11111111b...',
  '..b1111f11111b..',
  '..b1111111111b..',
  '..b1111f11111b..',
  '..b1111111111b..',
  '...b111f1111b...',
  '....bbbbbbbb....',
]);

const terrain = readTiles('terrain');
const nature = readTiles('nature');
const tiles = [];
tiles.push(['snow', swap(terrain.get('grass'), SNOW_GROUND)]);
tiles.push(['snow_tufts', swap(terrain.get('grass_tufts'), SNOW_GROUND)]);
for (let m = 0; m < 16; m++) tiles.push([`snow_path_${m}`, swap(terrain.get(`path_${m}`), SNOW_GROUND)]);
for (let m = 0; m < 16; m++) tiles.push([`ice_${m}`, swap(terrain.get(`water_${m}`), ICE)]);
for (let i = 0; i < 4; i++) tiles.push([`snow_pine_${i}`, swap(nature.get(`tree_pine_${i}`), SNOWY_LEAVES)]);
for (let i = 0; i < 4; i++) tiles.push([`snow_oak_${i}`, swap(nature.get(`tree_oak_${i}`), SNOWY_LEAVES)]);
for (let i = 0; i < 2; i++)
  tiles.push([`snow_small_pine_${i}`, swap(nature.get(`tree_small_pine_${i}`), SNOWY_LEAVES)]);
tiles.push(['snow_bush', swap(nature.get('bush'), SNOWY_LEAVES)]);
tiles.push(['snowman', SNOWMAN]);

const rows = Math.ceil(tiles.length / COLUMNS);
const img = blank(COLUMNS * 16, rows * 16);
tiles.forEach(([, t], i) => overlay(img, t, (i % COLUMNS) * 16, Math.floor(i / COLUMNS) * 16));
writePng(img, path.join(DIR, 'winter.png'));
const tsj = {
  type: 'tileset',
  version: '1.10',
  tiledversion: '1.10.2',
  name: 'winter',
  tilewidth: 16,
  tileheight: 16,
  image: 'winter.png',
  imagewidth: img.width,
  imageheight: img.height,
  columns: COLUMNS,
  tilecount: tiles.length,
  margin: 0,
  spacing: 0,
  tiles: tiles.map(([name], id) => ({ id, type: name })),
};
fs.writeFileSync(path.join(DIR, 'winter.tsj'), JSON.stringify(tsj, null, 2) + '\n');
console.log(`tileset winter: ${tiles.length} tiles`);
