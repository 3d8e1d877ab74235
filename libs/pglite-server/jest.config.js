// PGlite loads its parts with dynamic import(), which Jest's module sandbox refuses: the database
// and its server run in the global setup (plain Node), and the tests reach them over TCP.
module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: '.',
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
