import './support/localhost-names';
import { defineConfig } from '@playwright/test';
import chromium from '../scripts/lib/chromium.json';

/**
 * Browser tests through npm start's stack (gateway, services, Redis) on a real PostgreSQL server, in
 * Debian's Chromium. pglite/ is the smoke run of npm start's embedded default, with its own config.
 */
// pglite/, observability/, faults/ and the contract fuzzer (stacks of their own) run with their own configs.
const OWN_CONFIGS = ['pglite/**', 'observability/**', 'faults/**', 'api/fuzz/**'];

/**
 * Whole journeys and the offline specs run as a visitor does, with the offline service worker; the
 * other specs (one screen or rule each) run without it. Its precache fetches and stores Pyodide and
 * the app again in every fresh context: ~1.2 s of the browser's CPU per test on two busy cores, for
 * a part these specs do not look at (decisions.md, "npm test on two cores").
 */
const WITH_SERVICE_WORKER = [
  '**/offline/*.spec.ts',
  '**/walking-skeleton.spec.ts',
  '**/accounts.spec.ts',
  '**/parent-journey.spec.ts',
  '**/school-journey.spec.ts',
  '**/organization.spec.ts',
  '**/purchase.spec.ts',
  '**/class-progress.spec.ts',
  '**/creator/creator-journey.spec.ts',
  '**/creator/share-and-play.spec.ts',
  '**/quiz/class-quiz-journey.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: OWN_CONFIGS,
  // In this order: a journey's service worker checks for a new deployment later in a browser that
  // has run a while (offline/deployment.spec.ts took 29 s instead of 10 as the suite's 10th test).
  projects: [
    {
      name: 'screens',
      testIgnore: [...OWN_CONFIGS, ...WITH_SERVICE_WORKER],
      use: { serviceWorkers: 'block' },
    },
    { name: 'journeys', testMatch: WITH_SERVICE_WORKER },
  ],
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
