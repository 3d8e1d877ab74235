// npm run bench: start the stack, then measure in Chromium how long after navigation Run is ready
// (Pyodide from the memory snapshot) on a first and a returning visit, the bytes each moves, and
// Run click → first frame, each beside its target (issue 11); then the runner's Node benchmarks
// (replays at classroom speed: scripts/bench/replay-speed.mjs, issue 24).
//   --browser       the browser figures only
//   --profile       also print where the time and bytes of one first and one returning visit go
//   --runs N        visits per figure (default 5)
//   --url URL       measure a stack already running there (no build, no stack start)
import { ensureNode24 } from './lib/runtime.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, ensureNodeModules, ROOT } from './lib/install.mjs';
import { freePort, runToEnd } from './lib/processes.mjs';
import { ensureChromium } from './lib/system-deps.mjs';
import { line } from './bench/report.mjs';
import { measureRunLatency } from './bench/run-latency.mjs';
import { browserSettled } from './bench/browser-settled.mjs';
import { measureStartUp } from './bench/start-up.mjs';
import { startWireProxy } from './bench/wire-proxy.mjs';

await ensureNode24();

const { values: args } = parseArgs({
  options: {
    browser: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    url: { type: 'string' },
  },
});

await ensureNodeModules();
ensureChromium();
let stack = null;
if (!args.url) {
  await build();
  const { startStack } = await import('./lib/stack.mjs');
  stack = await startStack({
    port: await freePort(),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'pylands-bench-')),
    pglitePort: await freePort(),
    redisPort: await freePort(),
    quiet: true,
  });
}
const { chromium } = await import('playwright-core');
const launchOptions = JSON.parse(readFileSync(path.join(ROOT, 'scripts/lib/chromium.json'), 'utf8'));
/** @type {string[]} */
const profileDirs = [];
const proxy = await startWireProxy(Number(new URL(args.url ?? stack.url).port));

try {
  const runs = Number(args.runs);
  /**
   * A browser with a new profile on disk (real HTTP and code caches), done with its own start;
   * closing the context ends it.
   */
  const newProfile = async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pylands-bench-profile-'));
    profileDirs.push(dir);
    const context = await chromium.launchPersistentContext(dir, launchOptions);
    await browserSettled(context.browser());
    return context;
  };
  const start = await measureStartUp(newProfile, proxy, { runs, profile: args.profile });
  const browser = await chromium.launch(launchOptions);
  const latencies = await measureRunLatency(browser, proxy.url, ROOT, runs + 1);
  await browser.close();

  console.log(`\nBrowser (headless Chromium, medians of ${runs}): navigation → Run enabled`);
  line('first visit, empty cache', start.cold, 1200);
  line('returning visit (service worker, HTTP and code caches)', start.warm, 700);
  console.log('Browser: bytes over the wire for the play page (Pyodide included)');
  line('first visit, until Run is enabled', start.coldBytesToRun, undefined, 'bytes');
  line('first visit, with the offline copy complete', start.coldBytes, 8 * 2 ** 20, 'bytes');
  line('returning visit', start.warmBytes, 100 * 1024, 'bytes');
  console.log(
    `  versioned files requested again on returning visits: ${start.revalidated.join(', ')} (target 0)`,
  );
  console.log('Browser: Run click → first animation frame, without the deliberate delays');
  line(`${latencies.length} runs`, latencies, 50);
} finally {
  for (const dir of profileDirs) rmSync(dir, { recursive: true, force: true });
  proxy.close();
  await stack?.stop();
}

if (!args.browser) {
  const nodeBench = path.join(ROOT, 'libs/python-runner/scripts/bench-node.mjs');
  if (existsSync(nodeBench)) await runToEnd(process.execPath, [nodeBench], { cwd: ROOT });
  const memoryBench = path.join(ROOT, 'libs/python-runner/scripts/bench-replay-memory.mjs');
  if (existsSync(memoryBench)) await runToEnd(process.execPath, [memoryBench], { cwd: ROOT });
  await runToEnd(process.execPath, ['scripts/bench/replay-speed.mjs'], { cwd: ROOT });
  await runToEnd(process.execPath, ['mfe-play/e2e/renderer/bench-renderer.mjs'], { cwd: ROOT });
  await runToEnd(process.execPath, ['scripts/bench-tips.mjs'], { cwd: ROOT });
  await runToEnd(process.execPath, ['scripts/bench-login.mjs'], { cwd: ROOT });
}
