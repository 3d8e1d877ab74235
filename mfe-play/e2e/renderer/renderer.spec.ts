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

test('sounds: a bump requests the error sound, actions their own, and mute silences them', async ({
  page,
}) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  // All eight synthesized WAV files are served and decode in the browser.
  await expect.poll(async () => (await state(page)).sounds.loaded, { timeout: 10_000 }).toBe(8);
  await page.evaluate(() => window.__harness.play(62.5));
  const s = await state(page);
  expect(s.sounds.requested).toMatchObject({ footstep: 3, pop: 1, blip: 1, bump: 1 });
  expect(s.sounds.played).toBe(6);

  await page.evaluate(() => {
    window.__gameView!.setMuted(true);
    window.__gameView!.playSound('jingle');
  });
  const muted = await state(page);
  expect(muted.sounds).toMatchObject({ muted: true, played: 6 });
  expect(muted.sounds.requested.jingle).toBe(1);
  await page.evaluate(() => {
    window.__gameView!.setMuted(false);
    window.__gameView!.playSound('jingle');
  });
  expect((await state(page)).sounds.played).toBe(7);

  // Started muted: requests are counted, nothing plays.
  await page.evaluate(() => window.__harness.mount({ muted: true }));
  await page.evaluate(() => window.__harness.play(62.5, window.__harness.events.slice(4)));
  const quiet = await state(page);
  expect(quiet.sounds).toMatchObject({ muted: true, played: 0, requested: { bump: 1 } });
  expect(problems).toEqual([]);
});

test('action pauses: a collect takes longer than a plain step, and shorter at Turbo', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  const time = (stepMs: number, index: number): Promise<number> =>
    page.evaluate(
      async ([ms, i]) => {
        const view = window.__gameView!;
        view.reset();
        const event = window.__harness.events[i];
        const started = performance.now();
        await view.play([{ ...event, path: event.path?.slice(0, 1), to: { ...event.to, y: 6 } }], {
          stepMs: ms,
        });
        return performance.now() - started;
      },
      [stepMs, index] as const,
    );
  // kaplay's first frames after loading run long (its clock catches up): let it settle.
  await page.waitForTimeout(500);
  const step = await time(250, 0);
  const collect = await time(250, 1);
  const turboCollect = await time(62.5, 1);
  test.info().annotations.push({ type: 'durations', description: `${step} / ${collect} / ${turboCollect}` });
  // One step is 250 ms. A collect holds its 500 ms pause (doc 2 §9); without it, it would last
  // about a step (hop and pop). At Turbo the pause is a quarter. kaplay counts a whole frame for
  // the first frame of each animation, so on a busy machine a duration may come out a frame short
  // or long: the bounds leave room for that.
  expect(step).toBeGreaterThan(120);
  expect(collect).toBeGreaterThan(350);
  expect(collect).toBeGreaterThan(step + 100);
  expect(turboCollect).toBeLessThan(collect * 0.75);
});

test('a click in IDLE shows path dots without moving the character; not during play', async ({ page }) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  const s = await state(page);
  expect(s.mode).toBe('IDLE');
  const box = (await page.locator('#game').boundingBox())!;
  const clickCell = async (cell: [number, number]): Promise<void> => {
    const [x, y] = cellOnScreen(await state(page), cell);
    await page.mouse.click(box.x + x, box.y + y);
  };

  await clickCell([6, 2]);
  const shown = await state(page);
  expect(await page.evaluate(() => window.__harness.clicks)).toEqual([[6, 2]]);
  expect(shown.pathDots.length).toBeGreaterThan(2);
  expect(shown.pathDots.length).toBeLessThanOrEqual(20);
  expect(shown.pathDots.at(-1)).toEqual([6, 2]);
  // Neighbouring dots are one step apart, diagonals included, and never on the rock at (4, 4).
  shown.pathDots.forEach((cell, i) => {
    const prev = i === 0 ? s.character.cell : shown.pathDots[i - 1];
    expect(Math.max(Math.abs(cell[0] - prev[0]), Math.abs(cell[1] - prev[1]))).toBe(1);
    expect(cell).not.toEqual([4, 4]);
  });
  expect(shown.character.cell).toEqual([3, 7]);
  await page.waitForTimeout(700);
  await canvasPixels(page, '/tmp/renderer-path-dots.png');
  await page.waitForTimeout(1700);
  expect((await state(page)).pathDots).toEqual([]);

  // Water can not be walked: a click there shows no path.
  await clickCell([7, 4]);
  expect((await state(page)).pathDots).toEqual([]);

  // During play() the view is in CODE_EXECUTION and ignores clicks.
  const clicksBefore = (await page.evaluate(() => window.__harness.clicks)).length;
  const played = page.evaluate(() => window.__harness.play(250));
  await page.waitForTimeout(300);
  expect((await state(page)).mode).toBe('CODE_EXECUTION');
  await clickCell([9, 7]);
  const during = await state(page);
  expect(during.pathDots).toEqual([]);
  expect((await page.evaluate(() => window.__harness.clicks)).length).toBe(clicksBefore);
  await played;
  expect((await state(page)).mode).toBe('IDLE');
  expect(problems).toEqual([]);
});

test('object states from the engine: chest opens, a pushed rock slides, a bridge waits hidden', async ({
  page,
}) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount({ level: window.__harness.objectsLevel }));
  const before = await state(page);
  expect(before.items.map((i) => [i.type, i.state, i.present, i.visible])).toEqual([
    ['chest', 'closed', true, true],
    ['rock', null, true, true],
    // A build target starts hidden until it is built (engine: disabled).
    ['bridge', null, false, false],
    ['apple', null, true, true],
  ]);
  // The closed chest on the path blocks the path preview straight up.
  expect(await page.evaluate(() => window.__gameView!.previewPath([3, 3]))).not.toContainEqual([3, 5]);
  await canvasPixels(page, '/tmp/renderer-objects-before.png');

  const events = await page.evaluate(() =>
    window.__harness.engineEvents(window.__harness.objectsLevel, window.__harness.objectsCommands),
  );
  expect(events.map((e) => e.error)).toEqual([undefined, undefined, undefined, undefined]);
  expect(events[3].changes).toEqual([{ itemIndex: 1, kind: 'moved', position: [5, 6], itemType: 'rock' }]);

  await page.evaluate((evs) => window.__gameView!.play(evs, { stepMs: 125 }), events);
  const after = await state(page);
  expect(after.items[0]).toMatchObject({ type: 'chest', state: 'open' });
  expect(after.items[1]).toMatchObject({ type: 'rock', cell: [5, 6], visible: true });
  expect(after.character).toMatchObject({ cell: [3, 6], direction: 'right' });
  const pixels = await canvasPixels(page, '/tmp/renderer-objects-after.png');
  // The rock (not grass green) now covers (5, 6), and grass shows again at (4, 6).
  const notGrass = ([r, g, b]: [number, number, number]): boolean => !(g > r + 20 && g > b + 20);
  const [nx, ny] = cellOnScreen(after, [5, 6]);
  const [ox, oy] = cellOnScreen(after, [4, 6]);
  expect(countIn(pixels, nx, ny, 20, notGrass)).toBeGreaterThan(countIn(pixels, ox, oy, 20, notGrass) + 400);
  // The open chest lets the path preview through.
  expect(await page.evaluate(() => window.__gameView!.previewPath([3, 3]))).toContainEqual([3, 5]);

  // A build makes the waiting bridge appear, and one more the level did not place (made by the run).
  await page.evaluate(() => {
    const last = window.__gameView!.inspect().character;
    const at = { x: last.cell[0], y: last.cell[1], rotationX: 1, rotationY: 0 };
    return window.__gameView!.play(
      [
        {
          id: 5,
          command: 'build',
          args: ['bridge'],
          line: 5,
          from: at,
          to: at,
          changes: [
            { itemIndex: 2, kind: 'appeared', position: [7, 4], itemType: 'bridge' },
            { itemIndex: 4, kind: 'appeared', position: [8, 4], itemType: 'bridge' },
          ],
          goals: [],
          inventory: [],
        },
      ],
      { stepMs: 62.5 },
    );
  });
  const built = await state(page);
  expect(built.items[2]).toMatchObject({ type: 'bridge', present: true, visible: true, cell: [7, 4] });
  expect(built.items[4]).toMatchObject({ type: 'bridge', action: 'build', visible: true, cell: [8, 4] });
  expect(built.sounds.requested.hammer).toBe(1);
  await canvasPixels(page, '/tmp/renderer-objects-built.png');

  await page.evaluate(() => window.__gameView!.reset());
  const reset = await state(page);
  expect(reset.items[1]).toMatchObject({ cell: [4, 6] });
  expect(reset.items[0]).toMatchObject({ state: 'closed' });
  expect(reset.items.map((i) => i.type)).toEqual(['chest', 'rock', 'bridge', 'apple']);
  expect(reset.items[2]).toMatchObject({ present: false, visible: false });
  expect(problems).toEqual([]);
});

test('describe() tells screen readers where the character is and the goals’ progress', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  expect(await page.evaluate(() => window.__gameView!.describe())).toBe(
    'Rabbit is at column 4, row 8, facing up. Goals: apple 0 of 2, strawberry 0 of 1, finish 0 of 1.',
  );
  await page.evaluate(() => window.__harness.play(62.5));
  expect(await page.evaluate(() => window.__gameView!.describe())).toBe(
    'Rabbit is at column 4, row 5, facing right. Goals: apple 1 of 2, strawberry 0 of 1, finish 0 of 1.',
  );
});

test('a lost WebGL context calls onContextLost', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  const calls = await page.evaluate(async () => {
    const gl = (document.getElementById('game') as HTMLCanvasElement).getContext('webgl')!;
    gl.getExtension('WEBGL_lose_context')!.loseContext();
    await new Promise((r) => setTimeout(r, 100));
    return window.__harness.contextLost;
  });
  expect(calls).toBe(1);
});
