import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../../services/gateway/src/gateway';
import { expect, test } from '../support/fixtures';
import { offlineCopyReady } from '../support/offline';
import { runButton } from '../support/play';

const ROOT = path.join(__dirname, '../..');

/**
 * A deployment of its own: the real gateway serving a copy of the built shell (the rest from the
 * repository; /api goes to the suite's stack). Deploying again = a changed copy and a restart on
 * the same address, as a server would.
 */
test('a new deployment replaces the old files without breaking a page that is open', async ({ page }) => {
  // Chromium checks a play page's service worker for a new version only about a minute after the
  // page opens (an explicit update() waits as long there; on other pages it takes ~2 s), so the new
  // version's install below can take that minute.
  test.setTimeout(180_000);
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-deploy-'));
  cpSync(path.join(ROOT, 'shell/dist'), shellDir, { recursive: true });
  // The suite's stack answers /api (the gateways listen on 127.0.0.1).
  const api = process.env.E2E_BASE_URL!.replace('localhost', '127.0.0.1');
  const running: { gateway: FastifyInstance | null } = { gateway: null };
  let port = 0;
  const deploy = async () => {
    await running.gateway?.close();
    const gateway = await createGateway({ shellDir, authUrl: api, levelsUrl: api });
    running.gateway = gateway;
    const address = await gateway.listen({ host: '127.0.0.1', port });
    port = Number(new URL(address).port);
    return `http://localhost:${port}`;
  };
  // The app may reload itself when a new version takes over: a read during that navigation is
  // retried rather than failed.
  const build = () =>
    page
      .evaluate(() => document.querySelector('meta[name="pylands-build"]')?.getAttribute('content') ?? 'v1')
      .catch(() => 'navigating');
  try {
    const site = await deploy();
    await page.goto(`${site}/en/play/python/intro-level1`);
    await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });
    await offlineCopyReady(page);
    await expect.poll(build, { timeout: 30_000 }).toBe('v1');

    // Version 2: a changed index.html (and so a new service worker with a new precache list).
    const indexFile = path.join(shellDir, 'index.html');
    writeFileSync(
      indexFile,
      readFileSync(indexFile, 'utf8').replace('<head>', '<head><meta name="pylands-build" content="v2">'),
    );
    rmSync(`${indexFile}.br`, { force: true });
    rmSync(`${indexFile}.gz`, { force: true });
    await deploy();

    // The open page keeps working on its own files: it opens another level and Python is ready.
    await page
      .getByRole('navigation', { name: 'Levels of this chapter' })
      .getByRole('link', { name: /^Level 2/ })
      .click();
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
    await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });

    // The next start of the app finds version 2 and installs it beside the open version 1 ...
    await page.reload();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          void navigator.serviceWorker.getRegistration().then((registration) => {
            const installed = () => {
              if (registration?.waiting) resolve();
            };
            registration?.addEventListener('updatefound', () =>
              registration.installing?.addEventListener('statechange', installed),
            );
            registration?.installing?.addEventListener('statechange', installed);
            installed();
          });
        }),
    );
    await expect.poll(build, { timeout: 30_000 }).toBe('v1');
    // ... and a start after that takes it over (one reload by the app itself) and shows it. A busy
    // machine's Chromium can hand over only after the page's take-over window (take-over.ts), in which
    // case that page starts on version 1 as promised and the next start switches: each try is a start.
    await expect(async () => {
      await page.reload();
      await expect.poll(build, { timeout: 20_000 }).toBe('v2');
    }).toPass({ timeout: 90_000 });
    await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });

    // And version 2 is what the offline copy holds now.
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(build, { timeout: 30_000 }).toBe('v2');
    await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });
    await page.context().setOffline(false);
  } finally {
    await running.gateway?.close();
    rmSync(shellDir, { recursive: true, force: true });
  }
});
