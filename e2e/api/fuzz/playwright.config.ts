import '../../support/localhost-names';
import { defineConfig } from '@playwright/test';

/**
 * The contract fuzzer on a stack of its own (PostgreSQL, Redis, services, gateway): it compares the
 * whole database before and after each refused call, so no other spec may write beside it, and with
 * its own stack it runs beside the other suites instead of inside the browser suite's hour.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  globalSetup: './global-setup.ts',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  outputDir: '../../../.tmp/e2e-fuzz-results',
});
