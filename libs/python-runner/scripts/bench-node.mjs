// Node benchmark: Pyodide cold start (new worker thread → ready, from the build's snapshot) and
// warm run time of a small program, as median and p95. Needs `npm run build` in this package.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { createNodeRunner, snapshotPath } = require(path.join(PACKAGE_DIR, 'dist/index.js'));

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 30);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => `${x.toFixed(0)} ms`;

const level = {
  map: { width: 5, height: 5, tilewidth: 16, tileheight: 16, layers: [], tilesets: [] },
  start: [2, 4],
  zoom: 1,
  items: [],
  levelGoals: [],
  constants: [{ name: 'STEPS', value: 2 }],
};
const code =
  'from player import *\nfor i in range(STEPS):\n    move_forward()\nturn_left()\nturn_right()\ntotal = sum(range(1000))\n';

console.log(`\nNode worker threads (snapshot: ${snapshotPath() ? 'yes' : 'no'})`);
const cold = [];
let runner;
for (let i = 0; i < COLD_RUNS; i += 1) {
  if (runner) {
    runner.close();
    // Let the old thread's teardown finish so it does not count against the next start.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const started = performance.now();
  runner = createNodeRunner();
  await runner.ready;
  cold.push(performance.now() - started);
}
console.log(`  cold start → ready: median ${ms(median(cold))}, p95 ${ms(p95(cold))} (${COLD_RUNS} runs)`);

const warm = [];
for (let i = 0; i < WARM_RUNS; i += 1) {
  const started = performance.now();
  const result = await runner.run({ code, level, seed: i });
  warm.push(performance.now() - started);
  if (result.error) throw new Error(`bench program failed: ${result.error.message}`);
}
console.log(`  warm run: median ${ms(median(warm))}, p95 ${ms(p95(warm))} (${WARM_RUNS} runs)`);
runner.close();
