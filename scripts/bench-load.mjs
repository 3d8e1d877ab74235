// npm run bench:load: a district's classrooms against `npm start`'s stack (issue 24). Schools,
// classes and students are made through the real API; then every student signs in at login-org,
// loads the course and levels, runs and completes levels (real replays of the levels' reference
// solutions) and asks the coding assistant, class by class, for a fixed time. Prints calls a second
// and p50/p95/p99 per call beside the targets, and checks that no completion answered 2xx is
// missing from the database or the student's course, and none is recorded twice.
//   --database pglite|postgres|both   the embedded default, a real PostgreSQL 15, or one after the other (default both)
//   --seconds N         lesson time each database gets (default 60)
//   --students N        simulated students (default 500)
//   --classes N         classes they are in (default 20)
//   --level-seconds N   how often a teacher opens the next level (default 40)
//   --json FILE         also write the figures as JSON (to compare runs)
//   --compare FILE      print each call's p99 beside an earlier --json's (e.g. docs/load-test/…)
//   --no-build          use the services' existing builds
import { ensureNode24 } from './lib/runtime.mjs';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ensureNodeModules, ROOT } from './lib/install.mjs';
import { buildServices } from './bench/load/build-services.mjs';
import { measureAlone } from './bench/load/alone.mjs';
import { printComparison, readEarlier } from './bench/load/compare.mjs';
import { checkRecorded } from './bench/load/checks.mjs';
import { loadLevels } from './bench/load/levels.mjs';
import { startLoadStack } from './bench/load/load-stack.mjs';
import { judge, printResult, TARGETS, verdictP99 } from './bench/load/report.mjs';
import { planDistrict, setUpDistrict } from './bench/load/setup.mjs';
import { Stats } from './bench/load/stats.mjs';
import { Student } from './bench/load/student.mjs';

await ensureNode24();

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '60' },
    students: { type: 'string', default: '500' },
    classes: { type: 'string', default: '20' },
    'level-seconds': { type: 'string', default: '40' },
    json: { type: 'string' },
    compare: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const positive = (name) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got ${args[name]})`);
    process.exit(2);
  }
  return value;
};
const options = {
  seconds: positive('seconds'),
  students: positive('students'),
  classes: positive('classes'),
  levelSeconds: positive('level-seconds'),
};
if (options.classes > options.students) {
  console.error('--classes must not be more than --students');
  process.exit(2);
}
const databases = { pglite: ['pglite'], postgres: ['postgres'], both: ['pglite', 'postgres'] }[args.database];
if (!databases) {
  console.error(`--database must be pglite, postgres or both (got ${args.database})`);
  process.exit(2);
}

// Every simulated school signs in from this one loopback address; in a district each school has its
// own. The sign-in limit per address (services/auth rate limits) is scaled by the number of
// schools so that it bounds each simulated school as it would a real one (and counted, though
// loopback, which auth otherwise takes for the machine's own operator).
const schoolCount = new Set(planDistrict(options.students, options.classes).map((s) => s.school)).size;
process.env.RATE_LIMIT_FACTOR ??= String(schoolCount);
process.env.RATE_LIMIT_LOOPBACK ??= 'count';

await ensureNodeModules();
if (!args['no-build']) await buildServices();
const levels = loadLevels(ROOT);
const earlier = args.compare ? readEarlier(args.compare) : null;

/** One database: a fresh stack and district, the lessons, then the checks. */
async function measure(database) {
  console.log(`\n[bench:load] starting the stack on ${database}`);
  const stack = await startLoadStack(database);
  try {
    const setupStarted = performance.now();
    const accounts = await setUpDistrict(stack.url, options);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const schools = new Set(accounts.map((a) => a.slug)).size;
    console.log(
      `[bench:load] ${accounts.length} students in ${options.classes} classes of ${schools} schools made in ${setupSeconds.toFixed(0)} s; lessons for ${options.seconds} s`,
    );
    const alone = await measureAlone(stack.url, accounts[0], levels);
    const stats = new Stats();
    const levelMs = options.levelSeconds * 1000;
    // Lessons start a little apart: the classes' starts spread over half a level.
    const classOffsetMs = (klass) => (klass * levelMs) / 2 / options.classes;
    const run = {
      baseUrl: stack.url,
      stats,
      levels,
      levelMs,
      classOffsetMs,
      t0: performance.now(),
      endAt: options.seconds * 1000,
    };
    const students = accounts.map((account) => new Student(account, run));
    const before = os.loadavg();
    stats.start();
    await Promise.all(students.map((s) => s.lesson()));
    stats.end();
    const after = os.loadavg();
    console.log('[bench:load] lessons over; checking what was recorded');
    const { checks, checkedLaterMs } = await checkRecorded(ROOT, stack.databaseUrl, [
      ...students,
      alone.student,
    ]);
    const calls = stats.summary();
    const result = {
      database,
      students: accounts.length,
      signedIn: students.filter((s) => s.signedIn).length,
      classes: options.classes,
      schools,
      seconds: options.seconds,
      levelSeconds: options.levelSeconds,
      setupSeconds: Number(setupSeconds.toFixed(1)),
      measuredSeconds: stats.seconds(),
      cores: os.availableParallelism?.() ?? os.cpus().length,
      load: { before, after },
      calls,
      alone: alone.calls,
      checks,
      verdicts: judge(calls, checks, verdictP99(stats, checkedLaterMs)),
    };
    printResult(result);
    if (earlier) printComparison(result, earlier);
    return result;
  } finally {
    await stack.stop();
  }
}

/** The figures so far, with the machine and options (written after each database). */
function writeJson(results) {
  if (!args.json) return;
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.availableParallelism?.() ?? os.cpus().length,
      memory_gib: Number((os.totalmem() / 2 ** 30).toFixed(1)),
      node: process.version,
    },
    options: { ...options, rate_limit_factor: Number(process.env.RATE_LIMIT_FACTOR) },
    targets: TARGETS,
    runs: results,
  };
  writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

const results = [];
for (const database of databases) {
  try {
    results.push(await measure(database));
  } catch (error) {
    // One database's failure (a stack that would not start) still leaves the other's figures.
    console.error(`[bench:load] ${database}: ${error.message}`);
    results.push({ database, error: error.message });
    process.exitCode = 1;
  }
  writeJson(results);
}
if (args.json) console.log(`\n[bench:load] figures written to ${args.json}`);

// A lost or doubled completion is a wrong answer, not a slow one: the command fails.
const broken = results.some(
  (r) => r.checks && r.checks.lost_in_database + r.checks.lost_in_course_data + r.checks.doubled > 0,
);
if (broken) process.exitCode = 1;
