// Renders a level preview PNG: tile layers in draw order, items, and Rabbit at the start facing up.
// Usage: node scripts/render-map.mjs <levelDir> [out.png] [scale]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs');
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = path.join(ROOT, 'assets');
const readPng = (f) => PNG.sync.read(fs.readFileSync(f));

function blit(dst, src, sx, sy, w, h, dx, dy) {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const si = ((sy + y) * src.width + sx + x) * 4;
      if (src.data[si + 3] === 0) continue;
      const tx = dx + x;
      const ty = dy + y;
      if (tx < 0 || ty < 0 || tx >= dst.width || ty >= dst.height) continue;
      const di = (ty * dst.width + tx) * 4;
      for (let c = 0; c < 4; c++) dst.data[di + c] = src.data[si + c];
    }
  }
}

export function renderLevel(levelDir) {
  const map = JSON.parse(fs.readFileSync(path.join(levelDir, 'map.json'), 'utf8'));
  const level = JSON.parse(fs.readFileSync(path.join(levelDir, 'level.json'), 'utf8'));
  const sets = map.tilesets.map((ref) => {
    const tsj = JSON.parse(fs.readFileSync(path.join(ASSETS, 'tileset_png', ref.source), 'utf8'));
    return { ...ref, tsj, img: readPng(path.join(ASSETS, 'tileset_png', tsj.image)) };
  });
  const out = new PNG({ width: map.width * 16, height: map.height * 16 });
  const drawGid = (gid, x, y) => {
    const set = [...sets].reverse().find((s) => gid >= s.firstgid);
    const id = gid - set.firstgid;
    blit(
      out,
      set.img,
      (id % set.tsj.columns) * 16,
      Math.floor(id / set.tsj.columns) * 16,
      16,
      16,
      x * 16,
      y * 16,
    );
  };
  const drawLayer = (name) => {
    const layer = map.layers.find((l) => l.name === name);
    layer.data.forEach((gid, i) => gid && drawGid(gid, i % map.width, Math.floor(i / map.width)));
  };
  for (const name of ['ground_tiles', 'ground_layer', 'ground_details', 'middle_layer']) drawLayer(name);
  for (const item of level.items) {
    const sprite = readPng(path.join(ASSETS, 'sprites', 'items', `${item.sprite ?? item.type}.png`));
    // A big structure (a 2×2 chicken house) starts at the top-left cell of the item and its compound cells.
    const cells = [item.position, ...(item.compound ?? [])];
    const left = Math.min(...cells.map(([x]) => x));
    const top = Math.min(...cells.map(([, y]) => y));
    blit(out, sprite, 0, 0, sprite.width, sprite.height, left * 16, top * 16);
  }
  const rabbit = readPng(path.join(ASSETS, 'sprites', 'characters', 'Rabbit.png'));
  blit(out, rabbit, 0, 16, 16, 16, level.start[0] * 16, level.start[1] * 16);
  for (const name of ['top_layer', 'extra_layer']) drawLayer(name);
  return out;
}

function scaleUp(img, s) {
  const out = new PNG({ width: img.width * s, height: img.height * s });
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const si = (Math.floor(y / s) * img.width + Math.floor(x / s)) * 4;
      const di = (y * out.width + x) * 4;
      for (let c = 0; c < 4; c++) out.data[di + c] = img.data[si + c];
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2]);
  const file = process.argv[3] ?? path.join('/tmp', `${path.basename(dir)}.png`);
  fs.writeFileSync(file, PNG.sync.write(scaleUp(renderLevel(dir), Number(process.argv[4] ?? 4))));
  console.log(file);
}
