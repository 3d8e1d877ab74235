const path = require('path');
const preset = require('../../jest.preset.js');

// NestJS 12 and `cookie` 2 (which @fastify/cookie imports dynamically) ship ES modules only: Jest cannot
// require them, so SWC compiles them to CommonJS. Integration tests get a real PostgreSQL and Redis from globalSetup, and
// replay completions in real Pyodide (a warm pool per app; the first replay waits for it).
module.exports = {
  ...preset,
  rootDir: '.',
  // The gateway test loads @fastify/static, whose dependencies are ESM only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@fastify/cookie|cookie|kaplay|content-disposition|set-cookie-parser|openid-client|oauth4webapi|jose)/)',
  ],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@pylands/common/testing$': path.join(__dirname, '../common/src/testing/index.ts'),
  },
  setupFiles: [path.join(__dirname, '../../scripts/testing/jest-quiet-logs.cjs')],
  globalSetup: path.join(__dirname, 'test/global-setup.cjs'),
  testTimeout: 30000,
  globalTeardown: path.join(__dirname, '../../scripts/testing/jest-global-teardown.cjs'),
};
