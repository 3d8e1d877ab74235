module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: '.',
  // Tests drive real Pyodide in worker threads: the bundles and the snapshot must exist first.
  globalSetup: '<rootDir>/scripts/jest-global-setup.js',
  testTimeout: 60000,
};
