// The tutor replays programs in Pyodide: build the runner's bundles and snapshot when missing (its own
// script leaves up-to-date files alone). The integration tests start tips workers as processes from
// dist/: compile this package when a source file is newer than its build. Then PostgreSQL and Redis.
const { execFileSync } = require('child_process');
const { existsSync, readdirSync, statSync } = require('fs');
const path = require('path');
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const RUNNER_DIR = path.join(ROOT, 'libs/python-runner');
const ARTIFACTS = ['dist/node/worker.js', 'dist/node/sandbox.js', 'dist/browser/snapshot.json'];
const TIPS_DIR = path.resolve(__dirname, '..');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

module.exports = async (...args) => {
  if (!ARTIFACTS.every((file) => existsSync(path.join(RUNNER_DIR, file)))) {
    execFileSync(process.execPath, [path.join(RUNNER_DIR, 'scripts/build-runner.mjs')], { stdio: 'inherit' });
  }
  const built = path.join(TIPS_DIR, 'dist/worker-main.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newestSource(path.join(TIPS_DIR, 'src'))) {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', path.join(TIPS_DIR, 'tsconfig.build.json')],
      {
        stdio: 'inherit',
      },
    );
  }
  return startServers(...args);
};
