import '../support/localhost-names';
import { defineConfig } from '@playwright/test';
import chromium from '../../scripts/lib/chromium.json';

/** One smoke run of `npm start`'s default stack (embedded PGlite); the rest of e2e uses PostgreSQL. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  globalSetup: './global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  outputDir: '../../.tmp/e2e-pglite-results',
  use: {
    viewport: { width: 1440, height: 960 },
    screenshot: 'only-on-failure',
    // Debian's Chromium with the flags this closed machine needs (one list for every suite).
    launchOptions: chromium,
  },
});
