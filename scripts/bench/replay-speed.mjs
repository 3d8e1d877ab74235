// Completions at classroom speed (issue 24), printed by `npm run bench` (or run alone:
// `node scripts/bench/replay-speed.mjs`, after `npx nx run python-runner:build`). The replay pool as
// the levels service runs it (RunnerPool defaults: a worker per core, each in a sandbox process,
// a fresh runtime per run) replays real level solutions from libs/content:
// - throughput: 60 completions arriving at once → verified completions a second;
// - a classroom: 30 students each completing two levels one after the other, all at once →
//   verdict p50/p95 (from handing the completion to the pool to its verdict).
// Also printed: CPU per completion (this process and its sandbox processes), the completions a
// second that makes on idle cores, and the load average (the machine is shared: figures vary).
//   --runner PATH   another build's libs/python-runner/dist/index.js (e.g. of the commit before),
//                   to compare both under the same load
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median, p95 } from './report.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { runner: { type: 'string' } } });
const runnerPath = path.resolve(args.runner ?? path.join(ROOT, 'libs/python-runner/dist/index.js'));
const { RunnerPool } = require(runnerPath);
const { listCourses } = require(path.join(ROOT, 'libs/content/dist/index.js'));

const TARGET_PER_SECOND = 15;
const TARGET_P95_MS = 1500;
/** Measured on this machine against `npm start`'s stack before this work (issue 24). */
const BEFORE = { perSecond: 3, p50: 9500, p95: 10300 };
const AT_ONCE = 60;
const STUDENTS = 30;
const size = process.env.REPLAY_POOL_SIZE ? Number(process.env.REPLAY_POOL_SIZE) : undefined;

const levels = listCourses().flatMap((course) => course.chapters.flatMap((chapter) => chapter.levels));
const completion = (i) => {
  const level = levels[i % levels.length];
  return { code: level.solution, level, answers: level.solutionAnswers ?? [], seed: i, timeoutMs: 5000 };
};

/** /proc counts CPU in clock ticks (USER_HZ, 100 a second on Linux). */
const TICK_MS = 10;
/** CPU (ms) of this process and every process below it (the sandbox processes). */
function treeCpuMs() {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p; p = stats.get(p)?.ppid) if (p === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks * TICK_MS;
}

async function verify(pool, i) {
  const started = performance.now();
  const result = await pool.run(completion(i));
  if (!result.completion.complete) throw new Error(`${levels[i % levels.length].slug} was not verified`);
  return performance.now() - started;
}

const pool = new RunnerPool(size ? { size } : {});
await pool.ready();
// As a service that has been up a moment: its spare threads have loaded too.
await new Promise((resolve) => setTimeout(resolve, 3000));
const load = () => os.loadavg()[0].toFixed(1);

let cpu = treeCpuMs();
let started = performance.now();
await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => verify(pool, i)));
const seconds = (performance.now() - started) / 1000;
const cpuPerCompletion = (treeCpuMs() - cpu) / AT_ONCE;
const throughputLoad = load();

await new Promise((resolve) => setTimeout(resolve, 3000));
cpu = treeCpuMs();
started = performance.now();
const verdicts = (
  await Promise.all(
    Array.from({ length: STUDENTS }, async (_, student) => [
      await verify(pool, 2 * student + 1),
      await verify(pool, 2 * student + 2),
    ]),
  )
).flat();
const classroomSeconds = (performance.now() - started) / 1000;
const classroomCpu = (treeCpuMs() - cpu) / verdicts.length;
pool.close();

const perSecond = AT_ONCE / seconds;
const cores = os.availableParallelism();
console.log(
  `\nReplays (RunnerPool as the levels service runs it: ${pool.size} workers in sandbox processes, ` +
    `a fresh runtime per run; ${cores} cores, shared machine)` +
    (args.runner ? `\n  runner under test: ${runnerPath}` : ''),
);
console.log(
  `  ${AT_ONCE} completions at once: ${perSecond.toFixed(1)} verified a second, target ≥ ${TARGET_PER_SECOND}, ` +
    `ratio ${(perSecond / TARGET_PER_SECOND).toFixed(2)}, before ${BEFORE.perSecond} ` +
    `(load average ${throughputLoad})`,
);
console.log(
  `  CPU per completion ${cpuPerCompletion.toFixed(0)} ms (pool process and sandboxes): ` +
    `${((cores * 1000) / cpuPerCompletion).toFixed(1)} a second on ${cores} idle cores`,
);
console.log(
  `  ${STUDENTS} students × 2 completions at once, verdict: median ${median(verdicts).toFixed(0)} ms, ` +
    `p95 ${p95(verdicts).toFixed(0)} ms, target p95 ≤ ${TARGET_P95_MS} ms, ratio ` +
    `${(p95(verdicts) / TARGET_P95_MS).toFixed(2)}, before median ${BEFORE.p50} ms / p95 ${BEFORE.p95} ms ` +
    `(all ${classroomSeconds.toFixed(1)} s, ${classroomCpu.toFixed(0)} ms CPU each, load average ${load()})`,
);
