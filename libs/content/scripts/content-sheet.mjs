// npm run content:sheet: one contact-sheet PNG per chapter with every level's map (tiles, items and
// Rabbit at the start, as render-map.mjs draws them), each under its slug and size.
// Usage: node scripts/content-sheet.mjs [outDir]   (default: <repo>/.tmp/content-sheet)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { renderLevel } from './render-map.mjs';

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs');
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const COURSES = path.join(ROOT, 'courses');
const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, '../../.tmp/content-sheet'));

// A 3×5 pixel font for the labels: each glyph is five rows of three bits.
const GLYPHS = {
  a: '010101111101101',
  b: '110101110101110',
  c: '011100100100011',
  d: '110101101101110',
  e: '111100110100111',
  f: '111100110100100',
  g: '011100101101011',
  h: '101101111101101',
  i: '111010010010111',
  j: '001001001101010',
  k: '101101110101101',
  l: '100100100100111',
  m: '101111111101101',
  n: '110101101101101',
  o: '010101101101010',
  p: '110101110100100',
  q: '010101101110011',
  r: '110101110101101',
  s: '011100010001110',
  t: '111010010010010',
  u: '101101101101111',
  v: '101101101101010',
  w: '101101111111101',
  x: '101101010101101',
  y: '101101010010010',
  z: '111001010100111',
  0: '111101101101111',
  1: '010110010010111',
  2: '110001010100111',
  3: '110001010001110',
  4: '101101111001001',
  5: '111100110001110',
  6: '011100111101111',
  7: '111001010010010',
  8: '111101111101111',
  9: '111101111001110',
  '-': '000000111000000',
  '/': '001001010100100',
  ' ': '000000000000000',
  ':': '000010000010000',
  '.': '000000000000010',
  '(': '010100100100010',
  ')': '010001001001010',
  '*': '000101010101000',
};

function fill(img, x0, y0, w, h, [r, g, b]) {
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const i = (y * img.width + x) * 4;
      img.data[i] = r;
      img.data[i + 1] = g;
      img.data[i + 2] = b;
      img.data[i + 3] = 255;
    }
  }
}

function text(img, str, x, y, scale, colour) {
  for (const ch of str.toLowerCase()) {
    const glyph = GLYPHS[ch] ?? GLYPHS['*'];
    for (let i = 0; i < 15; i++) {
      if (glyph[i] === '1')
        fill(img, x + (i % 3) * scale, y + Math.floor(i / 3) * scale, scale, scale, colour);
    }
    x += 4 * scale;
  }
}

function copy(dst, src, dx, dy) {
  for (let y = 0; y < src.height; y++) {
    src.data.copy(dst.data, ((dy + y) * dst.width + dx) * 4, y * src.width * 4, (y + 1) * src.width * 4);
  }
}

const PAD = 16;
const LABEL = 24;
const COLUMNS = 3;

function sheet(title, levels) {
  const maps = levels.map(({ slug, dir }) => {
    try {
      return { slug, img: renderLevel(dir) };
    } catch (error) {
      return { slug, error: String(error.message ?? error).slice(0, 60) };
    }
  });
  const cellW = Math.max(240, ...maps.map((m) => m.img?.width ?? 0));
  const cellH = Math.max(64, ...maps.map((m) => m.img?.height ?? 0)) + LABEL;
  const columns = Math.min(COLUMNS, Math.max(1, maps.length));
  const rows = Math.max(1, Math.ceil(maps.length / columns));
  const out = new PNG({ width: PAD + columns * (cellW + PAD), height: 40 + rows * (cellH + PAD) });
  fill(out, 0, 0, out.width, out.height, [34, 32, 52]);
  text(out, title, PAD, 12, 3, [255, 255, 255]);
  maps.forEach((m, i) => {
    const x = PAD + (i % columns) * (cellW + PAD);
    const y = 40 + Math.floor(i / columns) * (cellH + PAD);
    const size = m.img ? ` ${m.img.width / 16}x${m.img.height / 16}` : '';
    text(out, `${i + 1}. ${m.slug}${size}`, x, y + 4, 2, m.img ? [255, 236, 140] : [255, 90, 90]);
    if (m.img) copy(out, m.img, x, y + LABEL);
    else text(out, m.error, x, y + LABEL + 8, 2, [255, 90, 90]);
  });
  return out;
}

fs.mkdirSync(OUT, { recursive: true });
const written = [];
for (const course of fs.readdirSync(COURSES).sort()) {
  const file = path.join(COURSES, course, 'course.json');
  if (!fs.existsSync(file)) continue;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const chapters = [...data.chapters, ...(data.creativeChapter ? [data.creativeChapter] : [])];
  for (const chapter of chapters) {
    if (!chapter.levels.length) continue;
    const levels = chapter.levels.map((slug) => ({ slug, dir: path.join(COURSES, course, slug) }));
    const slugName = chapter.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const name = `${course}-${String(chapter.id).padStart(2, '0')}-${slugName}.png`;
    const title = `${course} ${chapter.id} ${chapter.name} (${levels.length} levels)`;
    fs.writeFileSync(path.join(OUT, name), PNG.sync.write(sheet(title, levels)));
    written.push(name);
  }
}
console.log(`${written.length} contact sheets in ${OUT}:\n${written.map((n) => `  ${n}`).join('\n')}`);
