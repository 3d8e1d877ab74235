// npm test: lint, type checks, unit and integration tests (real PostgreSQL and Redis), then
// browser end-to-end tests in Chromium through npm start's stack. Ends with one summary line.
import { ensureNode24 } from './lib/runtime.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failedJestTests, failedPlaywrightTests } from './lib/failed-tests.mjs';
import { build, ensureNodeModules, ROOT } from './lib/install.mjs';
import { runToEnd } from './lib/processes.mjs';
import { ensureChromium, ensurePostgres, ensureRedis } from './lib/system-deps.mjs';

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

/** Packages with Jest tests, each run on its own so every package keeps its own setup. */
const JEST_PACKAGES = [
  'libs/contracts',
  'libs/game-engine',
  'libs/content',
  'libs/pglite-server',
  'libs/python-runner',
  'shared-ui',
  'shell',
  'mfe-play',
  'mfe-account',
  'mfe-organization',
  'services/common',
  'services/auth',
  'services/levels',
  'services/tips',
  'services/organizations',
  'services/gateway',
];

async function jest(pkg) {
  const dir = path.join(ROOT, pkg);
  if (!existsSync(path.join(dir, 'jest.config.js'))) return;
  const out = path.join(ROOT, '.tmp/jest', `${pkg.replace(/\//g, '_')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  let error = null;
  try {
    await runToEnd('npx', ['jest', '--ci', '--json', `--outputFile=${out}`], {
      cwd: dir,
      env,
    });
  } catch (e) {
    error = e;
  }
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests;
    failures.push(...failedJestTests(report, ROOT));
  } else if (error) failed += 1;
  if (error) throw error;
}

async function playwright(config) {
  const out = path.join(ROOT, '.tmp/playwright', `${path.basename(path.dirname(config))}-${Date.now()}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  let error = null;
  try {
    await runToEnd('npx', ['playwright', 'test', '--config', config, '--reporter=list,json'], {
      cwd: ROOT,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
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
  } else if (error) failed += 1;
  if (error) throw error;
}

await ensureNodeModules();
ensurePostgres();
ensureRedis();
ensureChromium();

await step('lint (eslint + prettier)', () =>
  runToEnd('npm', ['run', 'lint', '--silent'], { cwd: ROOT, env }),
);
await step('build', () => build());
await step('typecheck', () =>
  runToEnd('npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static'], { cwd: ROOT, env }),
);
for (const pkg of JEST_PACKAGES) await step(`jest ${pkg}`, () => jest(pkg), { countsTests: true });
for (const config of [
  'libs/python-runner/playwright.config.ts',
  'mfe-play/e2e/renderer/playwright.config.ts',
  'e2e/playwright.config.ts',
]) {
  if (existsSync(path.join(ROOT, config)))
    await step(`playwright ${config}`, () => playwright(config), { countsTests: true });
}

console.log('\n=== Summary');
for (const line of results) console.log(line);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exitCode = 1;
