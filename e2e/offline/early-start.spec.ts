import { expect, test } from '../support/fixtures';
import { runButton } from '../support/play';

/**
 * Issue 11: Python's downloads begin with the page itself. The shell's main script is held back
 * until the Pyodide worker has been asked for: only index.html's own inline script can start it
 * then, and the page's CSP must allow that script (and nothing else inline).
 */
test("a level's page starts Python before the shell's scripts arrive, within its CSP", async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  let workerAskedFor!: () => void;
  const workerRequested = new Promise<void>((resolve) => (workerAskedFor = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/runner/worker.js') workerAskedFor();
  });
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    await workerRequested;
    await route.continue();
  });

  await page.goto('/en/play/python/intro-level1');
  await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });
  expect(refused).toEqual([]);
});
