import { defineConfig } from '@playwright/test';
import chromium from '../../scripts/lib/chromium.json';

/** Hostile learner programs in Debian's Chromium, served through the real gateway. */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  outputDir: '../../.tmp/python-runner-e2e',
  use: {
    // Debian's Chromium with the flags this closed machine needs (one list for every suite).
    launchOptions: chromium,
  },
});
