// Kept free of React and the shared UI: the game module (its renderer test bundles it alone) uses it.
import { RUNNER_READY_EVENT } from '@pylands/shared-ui/remote-contract';

/**
 * The moment the play page's start is over: Python is ready or the child has clicked or pressed a
 * key, and then idle time. What a child cannot use before a Run waits for it (the sounds, the
 * AudioContext, whose creation blocks the page ~80 ms in Chromium, the chapter's levels kept for
 * offline play), so it does not compete with Python's start on a 2-core laptop.
 */
export function afterStart(): Promise<void> {
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
