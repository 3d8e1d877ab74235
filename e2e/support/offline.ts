import type { Page } from '@playwright/test';

/** Resolves once the service worker is installed (its offline copy complete) and controls the page. */
export async function offlineCopyReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** True when the service worker has kept an answer for this same-origin path. */
export function kept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (p) => !!(await caches.match(p)), path);
}
