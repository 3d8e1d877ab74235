// Measures the renderer's timings in headless Chromium (wall clock, as a player sees them) and
// writes them as JSON to $RENDERER_BENCH_OUT; bench-renderer.mjs prints them. The browser tests
// only check that these things happen (a Stop ends the play, a step lasts a step), never how fast.
import { test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { buildHarness } from '../support/buildHarness';
import { CONTENT_DIR, startStaticServer, type RunningServer } from '../support/staticServer';

export interface RendererTimings {
  /** A 3-step walk at each speed (ms a step → durations). */
  walk: Record<string, number[]>;
  /** A collect at Normal: its 500 ms pause. */
  collect: number[];
  /** From abort() during a walk to play() resolving. */
  stop: number[];
  /** From abort() to the first frame drawn after it. */
  stopFrame: number[];
}

let server: RunningServer;
let bundleDir = '';

test.beforeAll(async () => {
  bundleDir = await buildHarness();
  server = await startStaticServer({ '/': bundleDir, '/assets': path.join(CONTENT_DIR, 'assets') });
});

test.afterAll(async () => {
  await server?.close();
  if (bundleDir) fs.rmSync(bundleDir, { recursive: true, force: true });
});

test('renderer timings', async ({ page }) => {
  const out = process.env.RENDERER_BENCH_OUT;
  if (!out) throw new Error('RENDERER_BENCH_OUT is not set: run mfe-play/e2e/renderer/bench-renderer.mjs');
  await page.goto(`${server.url}/`);
  await page.evaluate(() => window.__harness.mount());
  const timings: RendererTimings = await page.evaluate(async () => {
    const view = window.__gameView!;
    const [walk, collect] = window.__harness.events;
    const frame = (): Promise<number> =>
      new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const timed = async (run: () => Promise<void>): Promise<number> => {
      view.reset();
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    // Warm-up: kaplay's first frames after loading run long.
    await view.play([walk], { stepMs: 62.5 });
    const result: RendererTimings = {
      walk: { 250: [], 125: [], 62.5: [] },
      collect: [],
      stop: [],
      stopFrame: [],
    };
    for (let i = 0; i < 7; i++) {
      for (const stepMs of [250, 125, 62.5]) {
        result.walk[stepMs].push(await timed(() => view.play([walk], { stepMs })));
      }
      result.collect.push(await timed(() => view.play([collect], { stepMs: 250 })));
    }
    for (let i = 0; i < 10; i++) {
      view.reset();
      const controller = new AbortController();
      const played = view.play([walk, collect], { stepMs: 250, signal: controller.signal });
      // Stop at a different point of the walk each time.
      await new Promise((resolve) => setTimeout(resolve, 80 + 61 * i));
      const aborted = performance.now();
      controller.abort();
      await played;
      result.stop.push(performance.now() - aborted);
      result.stopFrame.push((await frame()) - aborted);
    }
    return result;
  });
  fs.writeFileSync(out, JSON.stringify(timings));
});
