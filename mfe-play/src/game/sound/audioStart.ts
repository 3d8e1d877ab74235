// The game module stays free of React and the shared UI (its renderer test bundles it alone).
import { RUNNER_READY_EVENT } from '@pylands/shared-ui/remote-contract';

/**
 * When the page's AudioContext may be created: creating one blocks the page for ~80 ms in
 * Chromium, so it waits until the start is over (Python ready) or the child has clicked or pressed
 * a key, and then for idle time. No sound can play before a Run, so nothing is lost.
 */
export function audioStartMoment(): Promise<void> {
  return new Promise((resolve) => {
    const events: Array<[EventTarget, string]> = [
      [window, RUNNER_READY_EVENT],
      [document, 'pointerdown'],
      [document, 'keydown'],
    ];
    const start = (): void => {
      for (const [target, name] of events) target.removeEventListener(name, start, true);
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 500 });
      else resolve();
    };
    if (performance.getEntriesByName(RUNNER_READY_EVENT).length > 0) return start();
    for (const [target, name] of events) target.addEventListener(name, start, true);
  });
}
