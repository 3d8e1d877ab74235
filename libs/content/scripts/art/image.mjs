// Tiny indexed-colour image helpers: pixels are palette indices (0 = transparent).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PALETTE } from '../gallery.mjs';

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs');

export function blank(w, h, fill = 0) {
  return { width: w, height: h, px: Array.from({ length: h }, () => new Array(w).fill(fill)) };
}

export function clone(img) {
  return { width: img.width, height: img.height, px: img.px.map((r) => r.slice()) };
}

/** Pixel art written as strings: '.' is transparent, hex digits are palette indices. */
export function fromRows(rows) {
  const width = Math.max(...rows.map((r) => r.length));
  return {
    width,
    height: rows.length,
    px: rows.map((r) => Array.from(r.padEnd(width, '.'), (ch) => (ch === '.' ? 0 : parseInt(ch, 16)))),
  };
}

/** Draws src onto dst at (dx, dy); transparent source pixels keep what is below. */
export function overlay(dst, src, dx = 0, dy = 0) {
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) {
      const v = src.px[y][x];
      const tx = x + dx;
      const ty = y + dy;
      if (v && tx >= 0 && ty >= 0 && tx < dst.width && ty < dst.height) dst.px[ty][tx] = v;
    }
  }
  return dst;
}

export function crop(img, x, y, w, h) {
  const out = blank(w, h);
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) out.px[j][i] = img.px[y + j]?.[x + i] ?? 0;
  return out;
}

export function flipH(img) {
  return { width: img.width, height: img.height, px: img.px.map((r) => r.slice().reverse()) };
}

/** Fits a sprite into a w×h frame: centred horizontally, standing on the bottom edge. */
export function fit(img, w = 16, h = 16) {
  const out = blank(w, h);
  return overlay(out, img, Math.floor((w - img.width) / 2), h - img.height);
}

/** Centres a sprite in a w×h frame. */
export function centre(img, w = 16, h = 16) {
  const out = blank(w, h);
  return overlay(out, img, Math.floor((w - img.width) / 2), Math.floor((h - img.height) / 2));
}

/**
 * Swaps palette indices. Each rule is { from, to, rows?: [first, last] } so hats and shirts that
 * share a colour can be recoloured separately.
 */
export function recolour(img, rules) {
  const out = clone(img);
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const v = img.px[y][x];
      for (const r of rules) {
        if (r.rows && (y < r.rows[0] || y > r.rows[1])) continue;
        if (v === r.from) {
          out.px[y][x] = r.to;
          break;
        }
      }
    }
  }
  return out;
}

/** Places frames in a grid (rows of equal-size frames). */
export function sheet(rows, fw = 16, fh = 16) {
  const cols = Math.max(...rows.map((r) => r.length));
  const out = blank(cols * fw, rows.length * fh);
  rows.forEach((row, j) => row.forEach((f, i) => overlay(out, f, i * fw, j * fh)));
  return out;
}

export function toPng(img) {
  const png = new PNG({ width: img.width, height: img.height });
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const c = PALETTE[img.px[y][x]];
      const i = (y * img.width + x) * 4;
      png.data[i] = c[0];
      png.data[i + 1] = c[1];
      png.data[i + 2] = c[2];
      png.data[i + 3] = c[3];
    }
  }
  return PNG.sync.write(png);
}

export function writePng(img, file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, toPng(img));
}
