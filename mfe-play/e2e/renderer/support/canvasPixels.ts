// Reads the game canvas as pixels (a Playwright screenshot decoded with pngjs).
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

export async function canvasPixels(page: Page, file?: string): Promise<Pixels> {
  const buffer = await page.locator('#game').screenshot(file ? { path: file } : {});
  const png = PNG.sync.read(buffer);
  return {
    width: png.width,
    height: png.height,
    at(x, y) {
      const i = (Math.round(y) * png.width + Math.round(x)) * 4;
      return [png.data[i], png.data[i + 1], png.data[i + 2]];
    },
  };
}

/** Distinct colours in a grid of samples: a blank or single-colour canvas has very few. */
export function distinctColours(p: Pixels, step = 7): number {
  const seen = new Set<string>();
  for (let y = 0; y < p.height; y += step)
    for (let x = 0; x < p.width; x += step) seen.add(p.at(x, y).join(','));
  return seen.size;
}

/** Share of samples matching a colour (e.g. the background around the map). */
export function shareOf(p: Pixels, rgb: [number, number, number], step = 7): number {
  let hit = 0;
  let all = 0;
  for (let y = 0; y < p.height; y += step)
    for (let x = 0; x < p.width; x += step) {
      all++;
      const c = p.at(x, y);
      if (c[0] === rgb[0] && c[1] === rgb[1] && c[2] === rgb[2]) hit++;
    }
  return hit / all;
}

/** Pixels inside a square region that satisfy a test. */
export function countIn(
  p: Pixels,
  cx: number,
  cy: number,
  half: number,
  test: (c: [number, number, number]) => boolean,
): number {
  let n = 0;
  for (let y = Math.max(0, cy - half); y < Math.min(p.height, cy + half); y++)
    for (let x = Math.max(0, cx - half); x < Math.min(p.width, cx + half); x++) if (test(p.at(x, y))) n++;
  return n;
}
