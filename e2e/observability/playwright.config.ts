import '../support/localhost-names';
import { defineConfig } from '@playwright/test';

/**
 * Traces, metrics and log lines of a stack of its own (tracing on, metrics listeners on known
 * ports), and the Grafana dashboard and alert rules checked against the metrics it really exports.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  globalSetup: './global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  outputDir: '../../.tmp/e2e-observability-results',
  use: { baseURL: process.env.E2E_BASE_URL },
});
