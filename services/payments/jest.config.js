const path = require('path');
const preset = require('../../jest.preset.js');

// NestJS 12 ships ES modules only: SWC compiles them to CommonJS for Jest. Integration tests get a
// real PostgreSQL and Redis from globalSetup, and run the local Paddle (services/paddle-local) in-process.
module.exports = {
  ...preset,
  rootDir: '.',
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@fastify/cookie|cookie|kaplay|openid-client|oauth4webapi|jose)/)',
  ],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@pylands/common/testing$': path.join(__dirname, '../common/src/testing/index.ts'),
  },
  setupFiles: [path.join(__dirname, '../../scripts/testing/jest-quiet-logs.cjs')],
  globalSetup: path.join(__dirname, 'test/global-setup.cjs'),
  // Generous: each suite starts and stops four services and a database, slow on a loaded machine.
  testTimeout: 120000,
  globalTeardown: path.join(__dirname, '../../scripts/testing/jest-global-teardown.cjs'),
};
