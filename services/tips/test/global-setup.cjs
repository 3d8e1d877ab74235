// The tutor replays programs in Pyodide: build the runner's bundles and snapshot when missing. The
// integration tests start tips workers as processes from dist/: compile this package when a source
// file is newer than its build. Then PostgreSQL and Redis.
const path = require('path');
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');
const { compileWhenStale, ensureRunnerBuilt } = require('../../../scripts/testing/prebuilt.cjs');

module.exports = async (...args) => {
  ensureRunnerBuilt();
  compileWhenStale(path.resolve(__dirname, '..'), 'dist/worker-main.js');
  return startServers(...args);
};
