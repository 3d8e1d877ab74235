import { Workbox } from 'workbox-window';
import { RUNNER_READY_EVENT } from '@pylands/shared-ui';
import { takeOver, updateWaiting } from './take-over';
const REGISTER_FALLBACK_MS = 15_000;

/**
 * Registers /sw.js (Workbox). On a first visit to a play page this waits until Python is ready, so
 * precaching never competes with the first start for the network or the CPU (its downloads then
 * come from the HTTP cache); elsewhere it waits for the page's load event.
 */
export function registerServiceWorker(playPage: boolean): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // A deployment that finished installing after this page was served (so the page was not told).
  if (!updateWaiting())
    void takeOver().catch((error: unknown) => console.warn('Service worker update failed', error));
  const workbox = new Workbox('/sw.js');
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  // A returning visit (already controlled) registers at once: that only checks for a new deployment.
  if (navigator.serviceWorker.controller) register();
  else if (playPage) {
    window.addEventListener(RUNNER_READY_EVENT, register, { once: true });
    setTimeout(register, REGISTER_FALLBACK_MS);
  } else if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
