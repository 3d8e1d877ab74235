// The refund-certificate test runs the levels service, whose replay pool needs the runner's bundles
// and Pyodide snapshot (the runner's own script builds them when missing, leaves them otherwise).
// The restart test runs payments as a process from dist/: compile it when a source is newer.
// Then PostgreSQL and Redis.
const { execFileSync } = require('child_process');
const { existsSync, readdirSync, statSync } = require('fs');
const path = require('path');
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const RUNNER_DIR = path.join(ROOT, 'libs/python-runner');
const ARTIFACTS = ['dist/node/worker.js', 'dist/node/sandbox.js', 'dist/browser/snapshot.json'];
const PAYMENTS_DIR = path.resolve(__dirname, '..');

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
  const built = path.join(PAYMENTS_DIR, 'dist/main.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newestSource(path.join(PAYMENTS_DIR, 'src'))) {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', path.join(PAYMENTS_DIR, 'tsconfig.build.json')],
      {
        stdio: 'inherit',
      },
    );
  }
  return startServers(...args);
};
