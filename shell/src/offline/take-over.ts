import { PING, SKIP_WAITING, UPDATE_WAITING_SELECTOR } from './update-signal';

/** Long enough for a stopped worker to start; an older worker that never answers is not waited on longer. */
const WAKE_TIMEOUT_MS = 3_000;
/** A page that cannot switch to the new deployment by then starts on its own (the next start switches). */
const TAKE_OVER_TIMEOUT_MS = 8_000;

/** On a page served while a new deployment waits (read before anything loads). */
export function updateWaiting(): boolean {
  return document.querySelector(UPDATE_WAITING_SELECTOR) !== null;
}

/** Resolves once the worker has answered a message (so it is running), or after WAKE_TIMEOUT_MS. */
function wake(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WAKE_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: PING }, [channel.port2]);
  });
}

/**
 * Lets the waiting deployment take over this page: reloads once it controls the page. Resolves
 * (without reloading) when there is nothing to take over, or after TAKE_OVER_TIMEOUT_MS.
 *
 * Chromium hands over once the old worker is idle, and hurries that only if the old worker is
 * running when skipWaiting() arrives; if a request from the page restarts it just as it stops, the
 * page waits for its 30 s idle timeout or longer. So the old worker is woken first, and the page
 * asks for nothing else meanwhile (before its start, see takeOverBeforeStart).
 */
export async function takeOver(): Promise<void> {
  const container = navigator.serviceWorker;
  const controller = container.controller;
  const registration = await container.getRegistration();
  const waiting = registration?.waiting;
  // A newer worker already taking over (the page's reload let it) changes the controller soon.
  const takingOver = registration?.active && registration.active !== controller;
  if (!controller || (!waiting && !takingOver)) return;
  const reload = () => window.location.reload();
  container.addEventListener('controllerchange', reload, { once: true });
  if (waiting) void wake(controller).then(() => waiting.postMessage({ type: SKIP_WAITING }));
  await new Promise((resolve) => setTimeout(resolve, TAKE_OVER_TIMEOUT_MS));
  // Too late now: a page in use is never reloaded under the child.
  container.removeEventListener('controllerchange', reload);
}

/**
 * Before the app loads anything: when the service worker said a new deployment waits, this page
 * switches to it (one reload) instead of starting on the old files.
 */
export function takeOverBeforeStart(): Promise<void> {
  if (!updateWaiting() || !('serviceWorker' in navigator)) return Promise.resolve();
  return takeOver().catch((error: unknown) => console.warn('Service worker update failed', error));
}
