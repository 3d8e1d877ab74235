// npm run bench (last part): the game renderer's timings in headless Chromium: how long a step
// lasts at each speed and a collect's pause (against doc 2 §9), and how soon Stop ends a play.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const dir = mkdtempSync(path.join(os.tmpdir(), 'pylands-renderer-bench-'));
const out = path.join(dir, 'timings.json');

try {
  const run = spawnSync(
    process.execPath,
    [cli, 'test', '--config', path.join(HERE, 'bench/playwright.config.ts'), '--quiet'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, RENDERER_BENCH_OUT: out } },
  );
  if (run.status !== 0) throw new Error(`the renderer benchmark failed (exit ${run.status})`);
  const t = JSON.parse(readFileSync(out, 'utf8'));

  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
  const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
  const line = (label, xs, target) =>
    console.log(
      `  ${label}: median ${median(xs).toFixed(0)} ms, p95 ${p95(xs).toFixed(0)} ms` +
        (target ? `, target ${target} ms, ratio ${(median(xs) / target).toFixed(2)}` : ''),
    );
  console.log('\nRenderer (kaplay in headless Chromium): animation durations, doc 2 §9');
  line(`3-step walk at Normal (250 ms a step), ${t.walk['250'].length} runs`, t.walk['250'], 750);
  line('3-step walk at Fast (125 ms a step)', t.walk['125'], 375);
  line('3-step walk at Turbo (62.5 ms a step)', t.walk['62.5'], 187.5);
  line('collect at Normal (500 ms pause)', t.collect, 500);
  console.log('Renderer: Stop during a walk');
  line(`abort → play() resolved, ${t.stop.length} runs`, t.stop);
  line('abort → next frame drawn', t.stopFrame);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
