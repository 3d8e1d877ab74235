// Node benchmark (printed by `npm run bench` at the root; needs `npm run build` in this package):
// - Pyodide cold start in a Node worker thread from the build's snapshot (and inside the sandbox process);
// - for each content level's reference solution: replay time through a warm RunnerPool beside the bare
//   Pyodide execution of the same code (runPython with a stub `player` module: no engine, no worker
//   messaging), as median and p95, with the ratio of the medians.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { createNodeRunner, createSandboxedRunner, RunnerPool, snapshotPath } = require(
  path.join(PACKAGE_DIR, 'dist/index.js'),
);
const { listCourses } = require(path.resolve(PACKAGE_DIR, '../content/dist/index.js'));
const { loadPyodide } = require('pyodide');

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const WARM_RUNS = Math.max(30, Number(process.env.BENCH_WARM_RUNS ?? 30));
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;
const pause = (delay) => new Promise((resolve) => setTimeout(resolve, delay));

async function coldStart(label, create) {
  const times = [];
  for (let i = 0; i < COLD_RUNS; i += 1) {
    const started = performance.now();
    const runner = create();
    await runner.ready;
    times.push(performance.now() - started);
    runner.close();
    // Let the old thread's teardown finish so it does not count against the next start.
    await pause(500);
  }
  console.log(`cold start ${label}: median ${ms(median(times))} p95 ${ms(p95(times))} (${COLD_RUNS} runs)`);
}

console.log(`\nPython runner, Node ${process.version} (snapshot: ${snapshotPath() ? 'yes' : 'no'})`);
await coldStart('worker thread → ready', () => createNodeRunner());
await coldStart('sandbox process + worker thread → ready', () => createSandboxedRunner());

const levels = listCourses().flatMap((course) => course.chapters.flatMap((chapter) => chapter.levels));

// Bare Pyodide in this thread: the same solution against a `player` module that does nothing.
const pyodide = await loadPyodide({
  indexURL: path.dirname(require.resolve('pyodide/package.json')) + path.sep,
  stdout: () => undefined,
});
pyodide.runPython(`
import sys, types
_stub = types.ModuleType('player')
_names = ['move_forward', 'turn_left', 'turn_right', 'push', 'build', 'speak', 'water', 'collect',
          'open', 'close', 'place', 'plant', 'combine', 'write', 'read', 'question', 'display']
for _name in _names:
    setattr(_stub, _name, lambda *args: None)
_stub.question = lambda *args: True
_stub.read = lambda *args: 'left'
_stub.__all__ = _names
sys.modules['player'] = _stub
`);
/** Times of the bare run, or null when the solution needs real answers (a sign's text, a number). */
function bare(level) {
  const times = [];
  for (let i = 0; i < WARM_RUNS; i += 1) {
    const globals = pyodide.toPy({});
    for (const constant of level.constants) globals.set(constant.name, pyodide.toPy(constant.value));
    const started = performance.now();
    try {
      pyodide.runPython(level.solution, { globals });
    } catch {
      return null;
    } finally {
      globals.destroy();
    }
    times.push(performance.now() - started);
  }
  return times;
}

// The server's pool (sandbox processes), kept warm: each run's time is the replay itself.
const pool = new RunnerPool({ size: 2, recycleAfterRun: false });
await pool.ready();
console.log(
  `replay through a warm RunnerPool (sandbox processes) vs bare pyodide.runPython, ${WARM_RUNS} runs each`,
);
for (const level of levels) {
  const times = [];
  for (let i = 0; i < WARM_RUNS; i += 1) {
    const started = performance.now();
    const result = await pool.run({
      code: level.solution,
      level,
      answers: level.solutionAnswers ?? [],
      seed: i,
    });
    times.push(performance.now() - started);
    if (!result.completion.complete)
      throw new Error(`${level.slug}: the solution did not complete the level`);
  }
  const plain = bare(level);
  const against = plain
    ? `bare pyodide median ${ms(median(plain))} | ratio ${(median(times) / median(plain)).toFixed(2)}`
    : 'bare pyodide n/a (the solution needs real popup answers)';
  console.log(`replay ${level.slug}: median ${ms(median(times))} p95 ${ms(p95(times))} | ${against}`);
}
pool.close();

// The default pool replaces each worker after its run: a replay then lands on a fresh thread.
const fresh = new RunnerPool({ size: 2 });
await fresh.ready();
const level = levels[0];
const times = [];
for (let i = 0; i < 10; i += 1) {
  await fresh.ready();
  const started = performance.now();
  await fresh.run({ code: level.solution, level, answers: level.solutionAnswers ?? [] });
  times.push(performance.now() - started);
}
fresh.close();
console.log(
  `replay ${level.slug} on a fresh worker (default pool, recycled per run): median ${ms(median(times))} p95 ${ms(p95(times))} (10 runs)`,
);
