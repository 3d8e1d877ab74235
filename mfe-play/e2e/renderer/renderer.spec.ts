// The game canvas renderer in a real browser: a harness page bundles src/game with kaplay, the
// real art is served at /assets, and the test plays engine events and checks what shows.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { buildHarness } from './support/buildHarness';
import { canvasPixels, countIn, distinctColours, shareOf, type Pixels } from './support/canvasPixels';
import { CONTENT_DIR, startStaticServer, type RunningServer } from './support/staticServer';
import type { GameEvent, Transform } from '@pylands/game-engine';
import type { GameViewState } from '../../src/game';
import en from '../../../shared-ui/locales/en.json';

const ENGLISH = en as Record<string, string>;

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

/** Waits (generously) until the canvas shows what `check` expects: the first frames may be blank. */
async function expectCanvas(
  page: Page,
  file: string,
  check: (pixels: Pixels, s: GameViewState) => void,
): Promise<void> {
  await expect(async () => {
    const s = await state(page);
    check(await canvasPixels(page, file), s);
  }).toPass({ timeout: 15_000 });
}

/** Waits until the view's own clock (inspect().clockMs) has passed a reading. */
async function clockPasses(page: Page, ms: number): Promise<void> {
  await expect.poll(async () => (await state(page)).clockMs, { timeout: 60_000 }).toBeGreaterThan(ms);
}

const at = (x: number, y: number, rotationX = 0, rotationY = -1): Transform => ({
  x,
  y,
  rotationX,
  rotationY,
});

/** A walk straight up column `x` from row `fromY`, `steps` cells long. */
function walkUp(id: number, x: number, fromY: number, steps: number): GameEvent {
  return {
    id,
    command: 'move_forward',
    args: [steps],
    line: id,
    from: at(x, fromY),
    to: at(x, fromY - steps),
    path: Array.from({ length: steps }, (_, i) => [x, fromY - 1 - i] as [number, number]),
    goals: [],
    inventory: [],
  };
}

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

  // The map covers the canvas (a dead canvas is one colour) and the apple's red shows on its cell.
  await expectCanvas(page, '/tmp/renderer-start.png', (pixels, now) => {
    expect(distinctColours(pixels)).toBeGreaterThan(12);
    expect(shareOf(pixels, BACKGROUND)).toBeLessThan(0.02);
    const [ax, ay] = cellOnScreen(now, [3, 4]);
    expect(countIn(pixels, ax, ay, 20, isAppleRed)).toBeGreaterThan(150);
  });
  expect(problems).toEqual([]);
});

test('plays walk, collect, speak, turn and a bump into the rock', async ({ page }) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());

  const played = page.evaluate(() => window.__harness.play(250));
  // While it plays, footprints appear behind the walking rabbit.
  await expect
    .poll(
      async () => {
        const s = await state(page);
        return { playing: s.playing, footprints: s.footsteps > 0 };
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toEqual({ playing: true, footprints: true });
  await canvasPixels(page, '/tmp/renderer-walking.png');

  expect(await played).toEqual([1, 2, 3, 4, 5]);
  const after = await state(page);
  expect(after.character).toMatchObject({ cell: [3, 4], facing: [1, 0], direction: 'right' });
  expect(after.items[0]).toMatchObject({ type: 'apple', visible: false });
  expect(after.items[1]).toMatchObject({ type: 'apple', visible: true });
  expect(after.hud[0]).toEqual({ type: 'apple', score: 1, maxScore: 2 });
  expect(after.bubble).toBe('Yum! A crunchy apple!');
  expect(after.eventsPlayed).toBe(5);

  // The map still shows, and the apple's red is gone from its cell (the rabbit stands there now).
  await expectCanvas(page, '/tmp/renderer-after-play.png', (pixels, now) => {
    expect(distinctColours(pixels)).toBeGreaterThan(12);
    const [ax, ay] = cellOnScreen(now, [3, 4]);
    expect(countIn(pixels, ax, ay, 20, isAppleRed)).toBeLessThan(20);
  });
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
  const walked = await state(page);
  expect(walked.footsteps).toBeGreaterThan(0);
  await expect.poll(async () => (await state(page)).footsteps, { timeout: 15_000 }).toBe(0);
  const fadedAfter = (await state(page)).clockMs - walked.clockMs;

  await page.evaluate(() => window.__harness.mount({ trails: true }));
  await walkOnly();
  const trail = await state(page);
  expect(trail.footsteps).toBeGreaterThan(0);
  // Twice as long (by the view's clock) as the prints took to fade without trails: all still there.
  await clockPasses(page, trail.clockMs + 2 * fadedAfter);
  expect((await state(page)).footsteps).toBe(trail.footsteps);
  await canvasPixels(page, '/tmp/renderer-trails.png');
});

test('Stop: an aborted play resolves where it stopped, and nothing more plays', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  // Half-speed steps (500 ms): the walk up the path is surely under way when Stop comes.
  await page.evaluate(() => window.__harness.start(500));
  await expect.poll(() => page.evaluate(() => window.__harness.running?.seen)).toEqual([1]);
  await page.evaluate(() => window.__harness.abort());
  expect(await page.evaluate(() => window.__harness.finish())).toEqual({ seen: [1], done: true });

  const stopped = await state(page);
  expect(stopped).toMatchObject({ playing: false, mode: 'IDLE', eventsPlayed: 0, bubble: null });
  // It never reached the apple: the apple is still there and its goal untouched.
  expect(stopped.character.cell[0]).toBe(3);
  expect(stopped.character.cell[1]).toBeGreaterThan(4);
  expect(stopped.items[0]).toMatchObject({ type: 'apple', visible: true });
  expect(stopped.hud[0]).toEqual({ type: 'apple', score: 0, maxScore: 2 });

  // Nothing plays on: after the whole program's length at that speed (about 3.75 s), all is as it was.
  await clockPasses(page, stopped.clockMs + 5000);
  const later = await state(page);
  expect(later.character).toEqual(stopped.character);
  expect(later.items).toEqual(stopped.items);
  expect(later.hud).toEqual(stopped.hud);
  expect(later).toMatchObject({ playing: false, eventsPlayed: 0, bubble: null });
  expect(later.sounds.requested).toEqual(stopped.sounds.requested);
  expect(await page.evaluate(() => window.__harness.running?.seen)).toEqual([1]);
});

test('a speed change during a play applies to the steps still to come', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  // Three slow steps (500 ms each); Turbo (62.5 ms) is chosen as the second walk of three begins.
  const run = await page.evaluate(
    (events) => window.__harness.timedPlay(500, events, { index: 1, stepMs: 62.5 }),
    [walkUp(1, 3, 7, 3), walkUp(2, 3, 4, 3)],
  );
  expect(run.ids).toEqual([1, 2]);
  const slow = run.starts[1] - run.starts[0];
  const turbo = run.end - run.starts[1];
  test.info().annotations.push({ type: 'durations', description: `${slow} / ${turbo}` });
  // Unchanged, both walks would take as long; at Turbo the second takes an eighth (plus a frame a
  // step on a busy machine: a frame can only lengthen a step, by the view's clock).
  expect(turbo).toBeLessThan(slow / 2);
  expect(await state(page)).toMatchObject({ stepMs: 62.5, character: { cell: [3, 1] } });
});

test('zoom levels 64/96/128 follow the character on a map larger than the view', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  await page.evaluate(() => window.__gameView!.setZoom(128));
  // The camera takes the new zoom on its next frame.
  await expect.poll(async () => (await state(page)).tilePx, { timeout: 15_000 }).toBe(128);
  const s = await state(page);
  // 800×600 at 8 px per unit shows 100×75 units: the camera centres on the character across,
  // and stops at the map's bottom edge (144 units) downwards.
  expect(s.camera).toMatchObject({ centerX: 3 * 16 + 8, centerY: 144 - 37.5, scale: 8 });
  await canvasPixels(page, '/tmp/renderer-zoom128.png');
  await page.evaluate(() => window.__harness.play(62.5, window.__harness.events.slice(0, 1)));
  // The walk up to (3, 4) brings the camera up with it, centred on the rabbit (its feet at 80, less half a tile).
  await expect
    .poll(async () => (await state(page)).camera, { timeout: 15_000 })
    .toEqual({ centerX: 3 * 16 + 8, centerY: 4 * 16 + 16 - 8, scale: 8 });
  await page.evaluate(() => window.__gameView!.setZoom(96));
  await expect.poll(async () => (await state(page)).tilePx, { timeout: 15_000 }).toBe(96);
});

test('a still map draws a few frames a second; a play or a zoom draws every frame', async ({ page }) => {
  const problems = await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  await expect.poll(async () => (await state(page)).frameRate, { timeout: 15_000 }).toBe('idle');
  // Counted against the view's own clock: standing still, a frame comes every 250 ms of it, not 60 a second.
  const still = await state(page);
  await clockPasses(page, still.clockMs + 2000);
  expect((await state(page)).framesDrawn - still.framesDrawn).toBeLessThan(20);
  // A zoom is drawn at once and at the display's rate.
  await page.evaluate(() => window.__gameView!.setZoom(96));
  expect((await state(page)).frameRate).toBe('display');
  await expect.poll(async () => (await state(page)).tilePx, { timeout: 15_000 }).toBe(96);
  await expect.poll(async () => (await state(page)).frameRate, { timeout: 15_000 }).toBe('idle');
  // A play runs at the display's rate from its first step to its end.
  const playing = page.evaluate(() => window.__harness.play(62.5, window.__harness.events.slice(0, 2)));
  await expect.poll(async () => (await state(page)).playing, { timeout: 15_000 }).toBe(true);
  const walking = await state(page);
  expect(walking.frameRate).toBe('display');
  await clockPasses(page, walking.clockMs + 100);
  expect((await state(page)).framesDrawn - walking.framesDrawn).toBeGreaterThan(1);
  await playing;
  // Footprints fade at the display's rate after the run; then the map rests again.
  expect((await state(page)).frameRate).toBe('display');
  await expect.poll(async () => (await state(page)).frameRate, { timeout: 15_000 }).toBe('idle');
  expect(problems).toEqual([]);
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
  // The art uses one 16-colour palette: a drawn map shows most of it, a dead canvas one colour.
  await expectCanvas(page, '/tmp/renderer-intro-level1.png', (pixels) => {
    expect(distinctColours(pixels)).toBeGreaterThan(8);
    expect(shareOf(pixels, BACKGROUND)).toBeLessThan(0.1);
  });

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
  await expectCanvas(page, '/tmp/renderer-strict.png', (pixels) => {
    expect(distinctColours(pixels)).toBeGreaterThan(12);
    expect(shareOf(pixels, BACKGROUND)).toBeLessThan(0.02);
  });
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
  // How long (by the view's clock, which every step and pause counts in) one event plays from the
  // start: the shortest of three tries, as a busy frame can only ever add to a duration.
  const time = async (stepMs: number, index: number): Promise<number> => {
    const tries: number[] = [];
    for (let n = 0; n < 3; n++) {
      const run = await page.evaluate(
        ([ms, i]) => {
          window.__gameView!.reset();
          const event = window.__harness.events[i];
          return window.__harness.timedPlay(ms, [
            { ...event, path: event.path?.slice(0, 1), to: { ...event.to, y: 6 } },
          ]);
        },
        [stepMs, index] as const,
      );
      tries.push(run.end - run.start);
    }
    return Math.min(...tries);
  };
  const step = await time(250, 0);
  const collect = await time(250, 1);
  const turboCollect = await time(62.5, 1);
  test.info().annotations.push({ type: 'durations', description: `${step} / ${collect} / ${turboCollect}` });
  // One step is 250 ms. A collect holds its 500 ms pause (doc 2 §9); without it, it would last
  // about a step (hop and pop). At Turbo the pause is a quarter.
  expect(step).toBeGreaterThanOrEqual(240);
  expect(collect).toBeGreaterThanOrEqual(490);
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
  await canvasPixels(page, '/tmp/renderer-path-dots.png');
  // The dots fade away by themselves (about 2 s).
  await expect.poll(async () => (await state(page)).pathDots, { timeout: 15_000 }).toEqual([]);

  // Water can not be walked: a click there shows no path.
  await clickCell([7, 4]);
  expect((await state(page)).pathDots).toEqual([]);

  // During play() the view is in CODE_EXECUTION and ignores clicks.
  // (Slow steps, 1 s each: the click surely lands while the rabbit walks; Stop ends the play after.)
  const clicksBefore = (await page.evaluate(() => window.__harness.clicks)).length;
  await page.evaluate(() => window.__harness.start(1000));
  await expect.poll(async () => (await state(page)).mode).toBe('CODE_EXECUTION');
  await clickCell([9, 7]);
  const during = await state(page);
  expect(during.mode).toBe('CODE_EXECUTION');
  expect(during.pathDots).toEqual([]);
  expect((await page.evaluate(() => window.__harness.clicks)).length).toBe(clicksBefore);
  await page.evaluate(() => window.__harness.abort());
  await page.evaluate(() => window.__harness.finish());
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
  // In English, from the locale file, interpolated as i18next does.
  const describe = () =>
    page.evaluate(
      (texts) =>
        window.__gameView!.describe((key, values = {}) =>
          (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name])),
        ),
      ENGLISH,
    );
  expect(await describe()).toBe(
    'Rabbit is at column 4, row 8, facing up. Goals: apple 0 of 2, strawberry 0 of 1, finish 0 of 1.',
  );
  await page.evaluate(() => window.__harness.play(62.5));
  expect(await describe()).toBe(
    'Rabbit is at column 4, row 5, facing right. Goals: apple 1 of 2, strawberry 0 of 1, finish 0 of 1.',
  );
});

test('a lost WebGL context calls onContextLost', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.__harness.mount());
  await page.evaluate(() => {
    const gl = (document.getElementById('game') as HTMLCanvasElement).getContext('webgl')!;
    gl.getExtension('WEBGL_lose_context')!.loseContext();
  });
  // The browser reports the loss as an event, after the call returns.
  await expect.poll(() => page.evaluate(() => window.__harness.contextLost), { timeout: 15_000 }).toBe(1);
});
