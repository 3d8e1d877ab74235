import { prestartWorker } from '@pylands/python-runner/browser';
import { registerServiceWorker } from './service-worker';

/** /{lng}/play/... and the bare /{lng} (which opens the last played level). */
export function isPlayPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length <= 1 || segments[1] === 'play';
}

/**
 * Runs before React: on a play page the Pyodide worker starts now (interpreter, snapshot and
 * standard library download while the shell and the play remote load), then the service worker.
 */
export function startOfflineAndRunner(pathname = window.location.pathname): void {
  const playPage = isPlayPath(pathname);
  if (playPage) {
    try {
      prestartWorker();
    } catch (error) {
      console.warn('Could not start Python early', error);
    }
  }
  registerServiceWorker(playPage);
}
