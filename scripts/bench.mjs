// npm run bench: start the stack, then measure in Chromium how long after navigation Run is ready
// (Pyodide from the memory snapshot), and run the runner's Node benchmark when it exists.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, ensureNodeModules, ROOT } from './lib/install.mjs';
import { freePort, runToEnd } from './lib/processes.mjs';
import { ensureChromium } from './lib/system-deps.mjs';

await ensureNodeModules();
ensureChromium();
await build();
const { startStack } = await import('./lib/stack.mjs');
const { chromium } = await import('playwright-core');
const launchOptions = JSON.parse(readFileSync(path.join(ROOT, 'scripts/lib/chromium.json'), 'utf8'));

const stack = await startStack({
  port: await freePort(),
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'pylands-bench-')),
  pglitePort: await freePort(),
  redisPort: await freePort(),
  quiet: true,
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

try {
  const browser = await chromium.launch(launchOptions);
  const readyTimes = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${stack.url}/en/play/python/intro-level1`);
    await page.getByRole('button', { name: /Run/ }).waitFor();
    await page.waitForFunction(
      () => {
        const button = [...document.querySelectorAll('button')].find((b) => /Run/.test(b.textContent ?? ''));
        return button && !button.disabled;
      },
      undefined,
      { timeout: 60000 },
    );
    readyTimes.push(Date.now() - started);
    await context.close();
  }
  await browser.close();
  console.log('\nBrowser: navigation → Run ready (fresh browser context each time)');
  console.log(
    `  median ${median(readyTimes)} ms, p95 ${p95(readyTimes)} ms, target 1500 ms, ratio ${(median(readyTimes) / 1500).toFixed(2)}`,
  );
} finally {
  await stack.stop();
}

const nodeBench = path.join(ROOT, 'libs/python-runner/scripts/bench-node.mjs');
if (existsSync(nodeBench)) await runToEnd(process.execPath, [nodeBench], { cwd: ROOT });
