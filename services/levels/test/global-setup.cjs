// Replays need the runner's worker bundles and Pyodide snapshot: build them when missing, then start
// PostgreSQL and Redis.
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');
const { ensureRunnerBuilt } = require('../../../scripts/testing/prebuilt.cjs');

module.exports = async (...args) => {
  ensureRunnerBuilt();
  return startServers(...args);
};
