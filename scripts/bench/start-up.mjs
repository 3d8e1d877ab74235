// Navigation → Run enabled and bytes over the wire on a first visit (empty cache) and a returning
// visit (same profile: service worker, HTTP and code caches in place), issue 11's targets. Each
// first visit is a new browser profile on disk, as a child's laptop has: an incognito context keeps
// its HTTP cache in memory and has no code cache, so it would recompile every script and the wasm.
import { printProfile, profileVisit } from './profile.mjs';

/** Content-hashed files: chunks, the snapshot, Pyodide's versioned folder. */
const VERSIONED = /[.-][0-9a-f]{8,}\.[A-Za-z0-9.]+(\?|$)|^\/pyodide\/[0-9][\w.]*-[0-9a-f]{8,}\//;
const PLAY_PATH = '/en/play/python/intro-level1';

export const runReady = (page) =>
  page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((b) => /Run/.test(b.textContent ?? ''));
      return button && !button.disabled;
    },
    undefined,
    { timeout: 60000, polling: 'raf' },
  );

/** Until no byte has crossed the proxy for a second (at most 20 s): what a visit moves in all. */
async function quiet(counter) {
  let last = -1;
  for (let waited = 0; waited < 20000 && counter.bytes !== last; waited += 1000) {
    last = counter.bytes;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The service worker has precached everything (installed and active) and controls the page. A
 * precache that cannot complete (a file listed at the gateway's start is gone) fails here.
 */
const offlineReady = (page) =>
  page.evaluate(async () => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    })();
    const limit = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the service worker did not finish precaching in 120 s')), 120000),
    );
    await Promise.race([controlled, limit]);
  });

/**
 * @param {() => Promise<import('playwright-core').BrowserContext>} newProfile a browser with a new
 *   profile on disk (closing the context ends it)
 * @param {{ url: string, counter: { bytes: number, requests: { path: string }[] }, reset(): void }} proxy
 */
export async function measureStartUp(newProfile, proxy, { runs = 5, profile = false } = {}) {
  const figures = { cold: [], warm: [], coldBytesToRun: [], coldBytes: [], warmBytes: [], revalidated: [] };
  for (let i = 0; i < runs; i += 1) {
    const context = await newProfile();
    const browser = context.browser();
    const page = context.pages()[0] ?? (await context.newPage());
    proxy.reset();
    let started = Date.now();
    await page.goto(proxy.url + PLAY_PATH);
    await runReady(page);
    figures.cold.push(Date.now() - started);
    figures.coldBytesToRun.push(proxy.counter.bytes);
    if (profile && i === 0) printProfile('First visit', await profileVisit(browser, page), figures.cold[0]);
    await offlineReady(page);
    await quiet(proxy.counter);
    figures.coldBytes.push(proxy.counter.bytes);

    proxy.reset();
    started = Date.now();
    await page.goto(proxy.url + PLAY_PATH);
    await runReady(page);
    figures.warm.push(Date.now() - started);
    if (profile && i === 0)
      printProfile('Returning visit', await profileVisit(browser, page), figures.warm[0]);
    await quiet(proxy.counter);
    figures.warmBytes.push(proxy.counter.bytes);
    figures.revalidated.push(proxy.counter.requests.filter((r) => VERSIONED.test(r.path)).length);
    await context.close();
  }
  return figures;
}
