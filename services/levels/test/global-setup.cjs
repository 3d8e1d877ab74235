// Replays need the runner's worker bundles and Pyodide snapshot: build them when missing. The
// verifier tests start verifier processes from dist/: compile this package when a source file is
// newer than its build. Then PostgreSQL and Redis.
const path = require('path');
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');
const { compileWhenStale, ensureRunnerBuilt } = require('../../../scripts/testing/prebuilt.cjs');

module.exports = async (...args) => {
  ensureRunnerBuilt();
  compileWhenStale(path.resolve(__dirname, '..'), 'dist/verifier-main.js');
  return startServers(...args);
};
