// The renderer's timing benchmark (npm run bench, through bench-renderer.mjs): not a test suite.
import { defineConfig } from '@playwright/test';
import chromium from '../../../../scripts/lib/chromium.json';

export default defineConfig({
  testDir: '.',
  testMatch: /renderer\.bench\.ts$/,
  timeout: 300_000,
  workers: 1,
  reporter: [['line']],
  outputDir: '/tmp/renderer-bench-results',
  use: {
    viewport: { width: 900, height: 700 },
    launchOptions: chromium,
  },
});
