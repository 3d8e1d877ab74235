// What some integration suites need built before they start (their Jest globalSetup calls these).
const { execFileSync } = require('child_process');
const { existsSync, readdirSync, statSync } = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const RUNNER_DIR = path.join(ROOT, 'libs/python-runner');
const RUNNER_ARTIFACTS = ['dist/node/worker.js', 'dist/node/sandbox.js', 'dist/browser/snapshot.json'];

/** The runner's worker bundles and Pyodide snapshot (its own script; it leaves up-to-date files alone). */
function ensureRunnerBuilt() {
  if (!RUNNER_ARTIFACTS.every((file) => existsSync(path.join(RUNNER_DIR, file)))) {
    execFileSync(process.execPath, [path.join(RUNNER_DIR, 'scripts/build-runner.mjs')], { stdio: 'inherit' });
  }
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Compiles a package (tsconfig.build.json) when `builtFile` is missing or older than a file of its src/. */
function compileWhenStale(packageDir, builtFile) {
  const built = path.join(packageDir, builtFile);
  if (!existsSync(built) || statSync(built).mtimeMs < newestSource(path.join(packageDir, 'src'))) {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', path.join(packageDir, 'tsconfig.build.json')],
      { stdio: 'inherit' },
    );
  }
}

module.exports = { ensureRunnerBuilt, compileWhenStale };
