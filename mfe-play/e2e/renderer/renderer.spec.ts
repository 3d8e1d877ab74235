// The game canvas renderer in a real browser: a harness page bundles src/game with kaplay, the
// real art is served at /assets, and the test plays engine events and checks what shows.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { buildHarness } from './support/buildHarness';
import { canvasPixels, countIn, distinctColours, shareOf } from './support/canvasPixels';
import { CONTENT_DIR, startStaticServer, type RunningServer } from './support/staticServer';
import type { GameViewState } from '../../src/game';

const BACKGROUND: [number, number, number] = [24, 32, 44];
const isAppleRed = ([r, g, b]: [number, number, number]): boolean => r > 190 && g < 90 && b < 90;

let server: RunningServer;
let bundleDir = '';

test.beforeAll(async () => {
  bundleDir = await buildHarness();
  server = await startStaticServer({
    '/': bundleDir,
    '/assets': path.join(CONTENT_DIR, 'assets'),
    '/courses': path.join(CONTENT_DIR, 'courses'),
  });
});

test.afterAll(async () => {
  await server?.close();
  if (bundleDir) fs.rmSync(bundleDir, { recursive: true, force: true });
});

/** Page errors and unexpected console errors fail the test; the one missing sprite is expected. */
async function openHarness(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && !/Failed to load resource/.test(text)) problems.push(text);
  });
  await page.goto(`${server.url}/`);
  return problems;
}

const state = (page: Page): Promise<GameViewState> => page.evaluate(() => window.__gameView!.inspect());

/** Screen position (canvas CSS pixels) of a cell's centre. */
function cellOnScreen(s: GameViewState, cell: [number, number], width = 800, height = 600): [number, number] {
  const { centerX, centerY, scale } = s.camera;
  return [
    (cell[0] * 16 + 8 - centerX) * scale + width / 2,
    (cell[1] * 16 + 8 - centerY) * scale + height / 2,
  ];
}

test('draws the level: tiles, items and the character at the start facing up', async ({ page }) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  const s = await state(page);
  expect(s.ready).toBe(true);
  expect(s.character).toMatchObject({
    cell: [3, 7],
    facing: [0, -1],
    direction: 'up',
    characterName: 'Rabbit',
  });
  // A 12×9 map fits the 800×600 canvas whole: scaled up to fill it, never smaller than 64 px a tile.
  expect(s.tilePx).toBeGreaterThanOrEqual(64);
  expect(s.hud).toEqual([
    { type: 'apple', score: 0, maxScore: 2 },
    { type: 'strawberry', score: 0, maxScore: 1 },
  ]);
  // The item whose sprite does not exist is hidden; the others show.
  expect(s.items.map((i) => [i.type, i.visible])).toEqual([
    ['apple', true],
    ['apple', true],
    ['strawberry', true],
    ['finish', true],
    ['unicorn_horn', false],
  ]);

  await page.waitForTimeout(300);
  const pixels = await canvasPixels(page, '/tmp/renderer-start.png');
  expect(distinctColours(pixels)).toBeGreaterThan(12);
  expect(shareOf(pixels, BACKGROUND)).toBeLessThan(0.02);
  const [ax, ay] = cellOnScreen(s, [3, 4]);
  expect(countIn(pixels, ax, ay, 20, isAppleRed)).toBeGreaterThan(150);
  expect(problems).toEqual([]);
});

test('plays walk, collect, speak, turn and a bump into the rock', async ({ page }) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  const before = await state(page);

  const played = page.evaluate(() => window.__harness.play(250));
  // Mid-walk: moving up the path, footprints behind.
  await page.waitForTimeout(520);
  const walking = await state(page);
  expect(walking.playing).toBe(true);
  expect(walking.footsteps).toBeGreaterThan(0);
  await canvasPixels(page, '/tmp/renderer-walking.png');

  expect(await played).toEqual([1, 2, 3, 4, 5]);
  const after = await state(page);
  expect(after.character).toMatchObject({ cell: [3, 4], facing: [1, 0], direction: 'right' });
  expect(after.items[0]).toMatchObject({ type: 'apple', visible: false });
  expect(after.items[1]).toMatchObject({ type: 'apple', visible: true });
  expect(after.hud[0]).toEqual({ type: 'apple', score: 1, maxScore: 2 });
  expect(after.bubble).toBe('Yum! A crunchy apple!');
  expect(after.eventsPlayed).toBe(5);

  const pixels = await canvasPixels(page, '/tmp/renderer-after-play.png');
  const [ax, ay] = cellOnScreen(before, [3, 4]);
  // The apple's red is gone from its cell (the rabbit stands there now).
  expect(countIn(pixels, ax, ay, 20, isAppleRed)).toBeLessThan(20);
  expect(problems).toEqual([]);
});

test('reset puts the character back facing up and restores items, HUD and footsteps', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount({ trails: true }));
  await page.evaluate(() => window.__harness.play(62.5));
  expect((await state(page)).footsteps).toBeGreaterThan(0);
  await page.evaluate(() => window.__gameView!.reset());
  const s = await state(page);
  expect(s.character).toMatchObject({ cell: [3, 7], facing: [0, -1] });
  expect(s.items[0].visible).toBe(true);
  expect(s.hud[0].score).toBe(0);
  expect(s.footsteps).toBe(0);
  expect(s.bubble).toBeNull();
});

test('footsteps fade, except with trails (creative mode)', async ({ page }) => {
  await openHarness(page);
  const walkOnly = (): Promise<number[]> =>
    page.evaluate(() => window.__harness.play(125, window.__harness.events.slice(0, 1)));

  await page.evaluate(() => window.__harness.mount());
  await walkOnly();
  expect((await state(page)).footsteps).toBeGreaterThan(0);
  await page.waitForTimeout(2000);
  expect((await state(page)).footsteps).toBe(0);

  await page.evaluate(() => window.__harness.mount({ trails: true }));
  await walkOnly();
  const left = (await state(page)).footsteps;
  await page.waitForTimeout(2000);
  expect(left).toBeGreaterThan(0);
  expect((await state(page)).footsteps).toBe(left);
  await canvasPixels(page, '/tmp/renderer-trails.png');
});

test('stops when the run is aborted, and the speed can change mid-run', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  const result = await page.evaluate(async () => {
    const controller = new AbortController();
    const started = performance.now();
    const run = window.__gameView!.play(window.__harness.events, { stepMs: 250, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await run;
    return { ms: performance.now() - started, played: window.__gameView!.inspect().eventsPlayed };
  });
  expect(result.played).toBe(0);
  expect(result.ms).toBeLessThan(1000);

  const timed = await page.evaluate(async () => {
    const view = window.__gameView!;
    view.reset();
    const started = performance.now();
    const run = view.play(window.__harness.events.slice(0, 1), { stepMs: 250 });
    view.setStepMs(62.5);
    await run;
    return performance.now() - started;
  });
  // Three steps at Turbo (62.5 ms) instead of Normal (750 ms in all).
  expect(timed).toBeLessThan(600);
});

test('zoom levels 64/96/128 follow the character on a map larger than the view', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  await page.evaluate(() => window.__gameView!.setZoom(128));
  await page.waitForTimeout(100);
  const s = await state(page);
  expect(s.tilePx).toBe(128);
  // 800×600 at 8 px per unit shows 100×75 units: the camera centres on the character across,
  // and stops at the map's bottom edge (144 units) downwards.
  expect(s.camera).toMatchObject({ centerX: 3 * 16 + 8, centerY: 144 - 37.5, scale: 8 });
  await canvasPixels(page, '/tmp/renderer-zoom128.png');
  await page.evaluate(() => window.__harness.play(62.5, window.__harness.events.slice(0, 1)));
  await page.waitForTimeout(100);
  const moved = await state(page);
  expect(moved.camera.centerY).toBeLessThan(s.camera.centerY);
  await page.evaluate(() => window.__gameView!.setZoom(96));
  await page.waitForTimeout(100);
  expect((await state(page)).tilePx).toBe(96);
});

test('survives destroy and re-create on the same canvas (level change to intro-level1)', async ({ page }) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  await page.evaluate(() => window.__harness.play(62.5));
  const intro = await page.evaluate(async () => {
    const level = await window.__harness.loadLevel('/courses/python/intro-level1');
    await window.__harness.mount({ level });
    return level;
  });
  const s = await state(page);
  expect(s.character.cell).toEqual(intro.start);
  expect(s.character.facing).toEqual([0, -1]);
  // The HUD appears only for collect goals; this level has none.
  expect(s.hud).toEqual([]);
  await page.waitForTimeout(300);
  const pixels = await canvasPixels(page, '/tmp/renderer-intro-level1.png');
  // The art uses one 16-colour palette: a drawn map shows most of it, a dead canvas one colour.
  expect(distinctColours(pixels)).toBeGreaterThan(8);
  expect(shareOf(pixels, BACKGROUND)).toBeLessThan(0.1);

  // The new view animates too.
  const [x, y] = intro.start;
  await page.evaluate(
    ([sx, sy]) =>
      window.__gameView!.play(
        [
          {
            id: 1,
            command: 'move_forward',
            args: [2],
            line: 1,
            from: { x: sx, y: sy, rotationX: 0, rotationY: -1 },
            to: { x: sx, y: sy - 2, rotationX: 0, rotationY: -1 },
            path: [
              [sx, sy - 1],
              [sx, sy - 2],
            ],
            goals: [],
            inventory: [],
          },
        ],
        { stepMs: 62.5 },
      ),
    [x, y],
  );
  expect((await state(page)).character.cell).toEqual([x, y - 2]);
  await canvasPixels(page, '/tmp/renderer-intro-level1-walked.png');
  expect(problems).toEqual([]);
});

test('a view destroyed right after creation (React StrictMode) leaves the next one working', async ({
  page,
}) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  await page.evaluate(() => window.__harness.strictMount());
  await page.evaluate(() => window.__harness.play(62.5, window.__harness.events.slice(0, 2)));
  const s = await state(page);
  expect(s.character.cell).toEqual([3, 4]);
  expect(s.items[0].visible).toBe(false);
  await page.waitForTimeout(200);
  const pixels = await canvasPixels(page, '/tmp/renderer-strict.png');
  expect(distinctColours(pixels)).toBeGreaterThan(12);
  expect(shareOf(pixels, BACKGROUND)).toBeLessThan(0.02);
  expect(problems).toEqual([]);
});
