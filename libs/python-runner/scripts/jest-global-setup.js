// Builds the worker bundles (and the snapshot when it is missing) before the tests run.
const { execFileSync } = require('child_process');
const path = require('path');

module.exports = async () => {
  execFileSync(process.execPath, [path.join(__dirname, 'build-runner.mjs')], { stdio: 'inherit' });
};
