import '../support/localhost-names';
import { defineConfig } from '@playwright/test';

/**
 * Fault tests: each spec starts a whole stack of its own (PostgreSQL, Redis, services, gateway; see
 * fault-stack.ts) and breaks a part of it, so no shared stack is started for them. API-level, but
 * for completion-pending.spec.ts, which shows what the child sees.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  // Starting a stack of its own takes a while on a busy 2-core machine.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  workers: 1,
  retries: 0,
  outputDir: '../../.tmp/e2e-faults-results',
});
