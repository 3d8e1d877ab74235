const path = require('path');

// Shared Jest settings: SWC compiles TypeScript (with decorator metadata for NestJS).
module.exports = {
  testEnvironment: 'node',
  // Generous by default: on a loaded 2-core machine starting a service in beforeAll can take more
  // than Jest's 5 s. Tests wait for states, never for time; packages may raise it further.
  testTimeout: 30000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // ESM-only packages are compiled to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(kaplay)/)'],
  // Workspace packages resolve to their sources, so tests need no build first.
  moduleNameMapper: {
    '^@pylands/(contracts|game-engine|python-runner|content|map-view)$': path.join(
      __dirname,
      'libs/$1/src/index.ts',
    ),
    '^@pylands/content/not-ready$': path.join(__dirname, 'libs/content/src/catalog/not-ready.ts'),
    '^@pylands/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
    '^@pylands/shared-ui/languages$': path.join(__dirname, 'shared-ui/src/i18n/languages.ts'),
    '^@pylands/game-engine/class-chapters$': path.join(
      __dirname,
      'libs/game-engine/src/course/class-chapters.ts',
    ),
    '^@pylands/shared-ui/remote-contract$': path.join(__dirname, 'shared-ui/src/remote-contract.ts'),
    '^@pylands/common$': path.join(__dirname, 'services/common/src/index.ts'),
    // Entry points' first import (tracing.ts) reaches one module of common without its index.
    '^@pylands/common/dist/(.*)$': path.join(__dirname, 'services/common/src/$1'),
  },
};
