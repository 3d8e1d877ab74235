// The page's first script, inlined in index.html's head by the build (the gateway allows it by its
// hash): on a play page the Pyodide worker starts while the shell's own scripts are still loading.
// Not on a page that will first switch to a waiting deployment (take-over.ts): it stays quiet.
import { prestartWorker } from '@pylands/python-runner/browser/prestart';
import { isPlayPath } from './play-path';
import { updateWaiting } from './take-over';

if (isPlayPath(window.location.pathname) && !updateWaiting()) {
  try {
    prestartWorker();
  } catch (error) {
    console.warn('Could not start Python early', error);
  }
}
