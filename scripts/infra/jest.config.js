const path = require('path');
const preset = require('../../jest.preset.js');

// kubernetes-models ships ES modules under "import"-only exports: jest-resolver.cjs resolves them and
// SWC compiles them to CommonJS. The backup round trip gets a real PostgreSQL from globalSetup.
module.exports = {
  ...preset,
  rootDir: '.',
  resolver: path.join(__dirname, 'jest-resolver.cjs'),
  transformIgnorePatterns: [
    '/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|ip-regex)/)',
  ],
  setupFiles: [path.join(__dirname, '../testing/jest-quiet-logs.cjs')],
  globalSetup: path.join(__dirname, '../testing/jest-global-setup.cjs'),
  globalTeardown: path.join(__dirname, '../testing/jest-global-teardown.cjs'),
};
