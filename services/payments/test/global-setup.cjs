// The refund-certificate test runs the levels service, whose replay pool needs the runner built; the
// restart test runs payments as a process from dist/. Then PostgreSQL and Redis.
const path = require('path');
const startServers = require('../../../scripts/testing/jest-global-setup.cjs');
const { compileWhenStale, ensureRunnerBuilt } = require('../../../scripts/testing/prebuilt.cjs');

module.exports = async (...args) => {
  ensureRunnerBuilt();
  compileWhenStale(path.resolve(__dirname, '..'), 'dist/main.js');
  return startServers(...args);
};
