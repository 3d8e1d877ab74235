import './support/localhost-names';
import { defineConfig } from '@playwright/test';
import chromium from '../scripts/lib/chromium.json';

/**
 * Browser tests through npm start's stack (gateway, services, Redis) on a real PostgreSQL server, in
 * Debian's Chromium. pglite/ is the smoke run of npm start's embedded default, with its own config.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // pglite/, observability/, faults/ and the contract fuzzer (stacks of their own) run with their own configs.
  testIgnore: ['pglite/**', 'observability/**', 'faults/**', 'api/fuzz/**'],
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    viewport: { width: 1440, height: 960 },
    screenshot: 'only-on-failure',
    // Debian's Chromium with the flags this closed machine needs (one list for every suite).
    launchOptions: chromium,
  },
});
