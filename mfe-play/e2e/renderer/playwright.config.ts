import { defineConfig } from '@playwright/test';
import chromium from '../../../scripts/lib/chromium.json';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  outputDir: '/tmp/renderer-e2e-results',
  use: {
    viewport: { width: 900, height: 700 },
    // Debian's Chromium with the flags this closed machine needs (one list for every suite).
    launchOptions: chromium,
  },
});
