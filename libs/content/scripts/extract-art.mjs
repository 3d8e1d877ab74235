// Builds libs/content/assets/ from the MakeCode Arcade gallery (MIT, (c) Microsoft) plus drawn pieces.
// Usage: node scripts/extract-art.mjs [path/to/target.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGallery } from './gallery.mjs';
import { blank, overlay, writePng } from './art/image.mjs';
import { terrainTiles } from './art/terrain.mjs';
import { natureTiles } from './art/nature.mjs';
import { dungeonTiles } from './art/dungeon.mjs';
import { characterSheets, SHEET_LAYOUT } from './art/characters.mjs';
import { itemSprites, FOOTSTEP } from './art/items.mjs';
import { farmSprites } from './art/farm.mjs';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const gallery = loadGallery(process.argv[2]);
const g = (name) => {
  const img = gallery.get(name);
  if (!img) throw new Error(`gallery image not found: ${name}`);
  return img;
};

const COLUMNS = 8;

/** Writes a tileset PNG and its Tiled JSON (.tsj); each tile carries its name as its type. */
function writeTileset(name, tiles) {
  const rows = Math.ceil(tiles.length / COLUMNS);
  const img = blank(COLUMNS * 16, rows * 16);
  tiles.forEach(([, t], i) => overlay(img, t, (i % COLUMNS) * 16, Math.floor(i / COLUMNS) * 16));
  const dir = path.join(ASSETS, 'tileset_png');
  writePng(img, path.join(dir, `${name}.png`));
  const tsj = {
    type: 'tileset',
    version: '1.10',
    tiledversion: '1.10.2',
    name,
    tilewidth: 16,
    tileheight: 16,
    image: `${name}.png`,
    imagewidth: img.width,
    imageheight: img.height,
    columns: COLUMNS,
    tilecount: tiles.length,
    margin: 0,
    spacing: 0,
    tiles: tiles.map(([tileName], id) => ({ id, type: tileName })),
  };
  fs.writeFileSync(path.join(dir, `${name}.tsj`), JSON.stringify(tsj, null, 2) + '\n');
  const dupes = tiles.map(([n]) => n).filter((n, i, a) => a.indexOf(n) !== i);
  if (dupes.length) throw new Error(`duplicate tile names in ${name}: ${dupes}`);
  console.log(`tileset ${name}: ${tiles.length} tiles`);
}

writeTileset('terrain', terrainTiles(g));
writeTileset('nature', natureTiles(g));
writeTileset('dungeon', dungeonTiles(g));

const sheets = characterSheets(g);
for (const [name, img] of Object.entries(sheets)) {
  writePng(img, path.join(ASSETS, 'sprites', 'characters', `${name}.png`));
}
fs.writeFileSync(
  path.join(ASSETS, 'sprites', 'characters', 'sheet.json'),
  JSON.stringify({ ...SHEET_LAYOUT, characters: Object.keys(sheets).sort() }, null, 2) + '\n',
);
console.log(`characters: ${Object.keys(sheets).length}`);

const items = { ...itemSprites(g), ...farmSprites() };
for (const [name, img] of Object.entries(items))
  writePng(img, path.join(ASSETS, 'sprites', 'items', `${name}.png`));
fs.writeFileSync(
  path.join(ASSETS, 'sprites', 'items', 'index.json'),
  JSON.stringify({ frameWidth: 16, frameHeight: 16, items: Object.keys(items).sort() }, null, 2) + '\n',
);
writePng(FOOTSTEP, path.join(ASSETS, 'sprites', 'footstep.png'));
console.log(`items: ${Object.keys(items).length}`);
