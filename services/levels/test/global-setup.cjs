// Replays need the runner's worker bundles and Pyodide snapshot: build them when missing (the
// runner's own script; it leaves up-to-date files alone), then start PostgreSQL and Redis.
const { execFileSync } = require('child_process');
const { existsSync } = require('fs');
const path = require('path');
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');

const RUNNER_DIR = path.resolve(__dirname, '../../../libs/python-runner');
const ARTIFACTS = ['dist/node/worker.js', 'dist/node/sandbox.js', 'dist/browser/snapshot.json'];

module.exports = async (...args) => {
  if (!ARTIFACTS.every((file) => existsSync(path.join(RUNNER_DIR, file)))) {
    execFileSync(process.execPath, [path.join(RUNNER_DIR, 'scripts/build-runner.mjs')], { stdio: 'inherit' });
  }
  return startServers(...args);
};
