// Run click → first animated event on a warm page, minus the spec's deliberate delays (doc 2 §4:
// 1 s start delay; later runs also wait 200 + 500 ms to reset the level first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runReady } from './start-up.mjs';

export async function measureRunLatency(browser, siteUrl, root, runs = 6) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/en/play/python/intro-level1`);
  const solution = readFileSync(
    path.join(root, 'libs/content/courses/python/intro-level1/solution.py'),
    'utf8',
  );
  await runReady(page);
  await page.evaluate((code) => window.ace.edit('pylands-code-editor').setValue(code, 1), solution);
  const latencies = [];
  for (let i = 0; i < runs; i += 1) {
    await runReady(page);
    await page.evaluate(() => performance.clearMarks());
    await page.getByRole('button', { name: /Run/ }).click();
    await page.waitForFunction(
      () => performance.getEntriesByName('pylands:first-frame').length > 0,
      undefined,
      {
        timeout: 30000,
      },
    );
    const latency = await page.evaluate(
      () =>
        performance.getEntriesByName('pylands:first-frame')[0].startTime -
        performance.getEntriesByName('pylands:run-click')[0].startTime,
    );
    latencies.push(latency - 1000 - (i > 0 ? 700 : 0));
    await page.getByRole('button', { name: 'Stay here' }).click({ timeout: 30000 });
  }
  await context.close();
  return latencies;
}
