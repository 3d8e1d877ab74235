import { defineConfig } from '@playwright/test';
import chromium from '../scripts/lib/chromium.json';

/** pglite/, observability/ and faults/ (stacks of their own) run with their own configs. */
const OWN_STACKS = ['pglite/**', 'observability/**', 'faults/**'];

/**
 * Specs that need the stack to themselves: they stop a service, fill the replay queue and count the
 * replays running, or compare the whole database before and after each refused request.
 */
const EXCLUSIVE = [
  'play/assistant.spec.ts',
  'play/screen-states.spec.ts',
  'play/completion-refused.spec.ts',
  'api/fuzz/contract-fuzz.spec.ts',
];

/**
 * Browser tests through npm start's stack (gateway, services, Redis) on a real PostgreSQL server, in
 * Debian's Chromium. pglite/ is the smoke run of npm start's embedded default, with its own config.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: OWN_STACKS,
  // A test.only left in would silently drop every other test.
  forbidOnly: true,
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two browsers at a time on two cores; the specs in EXCLUSIVE run after the rest, one at a time.
  workers: 2,
  retries: 0,
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    viewport: { width: 1440, height: 960 },
    screenshot: 'only-on-failure',
    // Debian's Chromium with the flags this closed machine needs (one list for every suite).
    launchOptions: chromium,
  },
  projects: [
    // A project's testIgnore replaces the config's, so both lists are named here.
    { name: 'shared', testIgnore: [...OWN_STACKS, ...EXCLUSIVE] },
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['shared'], workers: 1 },
  ],
});
