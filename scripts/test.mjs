// npm test: lint, type checks, unit and integration tests (real PostgreSQL and Redis), then
// browser end-to-end tests in Chromium through npm start's stack. Ends with one summary line.
import { ensureNode24 } from './lib/runtime.mjs';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failedJestTests, failedPlaywrightTests } from './lib/failed-tests.mjs';
import { build, ensureNodeModules, ROOT } from './lib/install.mjs';
import { runToEnd } from './lib/processes.mjs';
import {
  ensureCertificateFonts,
  ensureChromium,
  ensurePoppler,
  ensurePostgres,
  ensurePrometheus,
  ensureRedis,
} from './lib/system-deps.mjs';

await ensureNode24();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const results = [];
/** One line per failed test, printed with the summary. */
const failures = [];
let passed = 0;
let failed = 0;
let skipped = 0;

/** One step; a failing step that runs no counted tests (lint, build, typecheck) counts as one failure. */
async function step(name, fn, { countsTests = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await fn();
    results.push(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    results.push(`FAIL  ${name}: ${error.message}`);
    if (!countsTests) failed += 1;
    process.exitCode = 1;
  }
}

/**
 * Packages with Jest tests, each run on its own so every package keeps its own setup. Unit tests
 * alone (no servers, no stacks, nothing timed against a limit) run two packages at a time.
 */
const JEST_UNIT_PACKAGES = [
  'libs/contracts',
  'libs/game-engine',
  'libs/content',
  'libs/map-view',
  'shared-ui',
  'shell',
  'mfe-play',
  'mfe-account',
  'mfe-organization',
  'mfe-creator',
  'mfe-quiz',
  // Locale files: every key in the 30 languages, plurals, placeholders, unused keys, literal texts in components.
  'scripts/i18n',
];
/** Integration tests (real PostgreSQL, Redis, Pyodide threads, servers): one package at a time. */
const JEST_INTEGRATION_PACKAGES = [
  'libs/pglite-server',
  'libs/python-runner',
  'services/common',
  'services/auth',
  'services/levels',
  'services/tips',
  'services/organizations',
  'services/payments',
  'services/paddle-local',
  'services/gateway',
  // infra/: manifests rendered and checked against the Kubernetes and KEDA schemas, compose, Dockerfiles, secrets, backups.
  'scripts/infra',
];
const JEST_PACKAGES = [...JEST_UNIT_PACKAGES, ...JEST_INTEGRATION_PACKAGES];

/** Runs `run(item)` for every item, two at a time, in the list's order. */
async function twoAtATime(items, run) {
  const waiting = [...items];
  await Promise.all(
    [1, 2].map(async () => {
      for (let item = waiting.shift(); item; item = waiting.shift()) await run(item);
    }),
  );
}

/** Folders that hold workspace packages (package.json `workspaces`, `dir/*` or `dir`). */
function workspaceDirs() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}

/** True when `dir` holds a Jest test file (outside node_modules, dist and e2e, as the preset ignores). */
function hasJestTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).some((entry) => {
    if (entry.isDirectory())
      return (
        !['node_modules', 'dist', 'e2e'].includes(entry.name) && hasJestTests(path.join(dir, entry.name))
      );
    return /\.test\.(c|m)?(t|j)sx?$/.test(entry.name);
  });
}

/** A package with tests missing from JEST_PACKAGES would never run: that fails the run. */
function checkJestPackages() {
  const missing = workspaceDirs().filter(
    (pkg) => !JEST_PACKAGES.includes(pkg) && hasJestTests(path.join(ROOT, pkg)),
  );
  if (missing.length)
    throw new Error(`packages with tests missing from JEST_PACKAGES: ${missing.join(', ')}`);
}

/** Runs a command beside other steps: its output goes to a file, printed in one piece at its end. */
async function runWithOutputAfter(name, command, args, { cwd = ROOT, runEnv = env } = {}) {
  const file = path.join(ROOT, '.tmp/steps', `${name.replace(/\//g, '_')}.log`);
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  try {
    await runToEnd(command, args, { cwd, env: runEnv, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
    console.log(`\n=== ${name}: output\n${readFileSync(file, 'utf8')}`);
  }
}

/**
 * Two workers on two cores: Jest's default (cores − 1) runs one file at a time, and the integration
 * files spend much of their time waiting on PostgreSQL, Redis and Pyodide threads. Each file has a
 * database and queue prefix of its own (scripts/testing/jest-global-setup.mjs). The runner's own
 * tests time programs against their limits on many threads at once: one file at a time (a suite
 * once failed to start beside another, out of five runs).
 */
const jestWorkers = (pkg) => (pkg === 'libs/python-runner' ? 1 : 2);

/** `outputAfter`: run beside another package, its output printed in one piece when it ends. */
async function jest(pkg, { outputAfter = false } = {}) {
  const dir = path.join(ROOT, pkg);
  // A listed package without its config or tests would pass by running nothing.
  if (!existsSync(path.join(dir, 'jest.config.js'))) throw new Error(`${pkg}/jest.config.js is missing`);
  if (!hasJestTests(dir)) throw new Error(`${pkg} has no test files`);
  const out = path.join(ROOT, '.tmp/jest', `${pkg.replace(/\//g, '_')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  let error = null;
  try {
    const args = ['jest', '--ci', `--maxWorkers=${jestWorkers(pkg)}`, '--json', `--outputFile=${out}`];
    if (outputAfter) await runWithOutputAfter(`jest-${pkg}`, 'npx', args, { cwd: dir });
    else await runToEnd('npx', args, { cwd: dir, env });
  } catch (e) {
    error = e;
  }
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests;
    failures.push(...failedJestTests(report, ROOT));
    if (report.numTotalTests === 0) error ??= new Error('no tests ran');
  } else if (error) failed += 1;
  if (error) throw error;
}

/** `outputAfter`: run beside other suites, its output printed in one piece when it ends. */
async function playwright(config, { outputAfter = false } = {}) {
  if (!existsSync(path.join(ROOT, config))) throw new Error(`${config} is missing`);
  const name = path.basename(path.dirname(config));
  const out = path.join(ROOT, '.tmp/playwright', `${name}-${Date.now()}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  let error = null;
  const args = ['playwright', 'test', '--config', config, '--reporter=list,json'];
  const runEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out };
  try {
    if (outputAfter) await runWithOutputAfter(`playwright-${name}`, 'npx', args, { runEnv });
    else await runToEnd('npx', args, { cwd: ROOT, env: runEnv });
  } catch (e) {
    error = e;
  }
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const { stats } = report;
    failures.push(...failedPlaywrightTests(report));
    // A test that passed only on a retry is a failure: flaky tests are not trusted.
    passed += stats.expected;
    failed += stats.unexpected + (stats.flaky ?? 0);
    if (stats.flaky) error ??= new Error(`${stats.flaky} flaky test(s)`);
    skipped += stats.skipped;
    if (stats.expected + stats.unexpected + (stats.flaky ?? 0) + stats.skipped === 0)
      error ??= new Error('no tests ran');
  } else if (error) failed += 1;
  if (error) throw error;
}

await ensureNodeModules();
ensurePostgres();
ensureRedis();
ensureChromium();
ensurePoppler();
ensureCertificateFonts();
ensurePrometheus();

// Lint needs no build, so it runs beside it; its output is printed when it ends. Type checks share
// the build's schedule: a package is checked once what it imports is built, while the Pyodide
// compressions of the runner's build still run.
const linting = step('lint (eslint + prettier)', () =>
  runWithOutputAfter('lint', 'npm', ['run', 'lint', '--silent']),
);
await step('build and typecheck', () => build(['build', 'typecheck']));
await linting;
await step('every package with tests is in JEST_PACKAGES', () => checkJestPackages());
// Unit-test packages two at a time, as each keeps about one core busy for its first seconds; then
// the integration packages one at a time, each with two workers.
await twoAtATime(JEST_UNIT_PACKAGES, (pkg) =>
  step(`jest ${pkg}`, () => jest(pkg, { outputAfter: true }), { countsTests: true }),
);
for (const pkg of JEST_INTEGRATION_PACKAGES)
  await step(`jest ${pkg}`, () => jest(pkg), { countsTests: true });
// The runner's containment specs time programs against their limits: on a quiet machine, first.
// The browser suite alone: both cores are busy with it and its stack (decisions.md, "npm test on
// two cores").
for (const config of ['libs/python-runner/playwright.config.ts', 'e2e/playwright.config.ts']) {
  await step(`playwright ${config}`, () => playwright(config), { countsTests: true });
}
// Suites with a stack (or page) of their own, each using about one core: two at a time, longest
// first.
const BESIDE_EACH_OTHER = [
  'e2e/api/fuzz/playwright.config.ts',
  'e2e/faults/playwright.config.ts',
  'mfe-play/e2e/renderer/playwright.config.ts',
  'e2e/observability/playwright.config.ts',
  'e2e/pglite/playwright.config.ts',
];
await twoAtATime(BESIDE_EACH_OTHER, (config) =>
  step(`playwright ${config}`, () => playwright(config, { outputAfter: true }), { countsTests: true }),
);

console.log('\n=== Summary');
for (const line of results) console.log(line);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exitCode = 1;
