// The page's first script, inlined in index.html's head by the build (the gateway allows it by its
// hash): on a play page the Pyodide worker starts while the shell's own scripts are still loading.
import { prestartWorker } from '@pylands/python-runner/browser/prestart';
import { isPlayPath } from './play-path';

if (isPlayPath(window.location.pathname)) {
  try {
    prestartWorker();
  } catch (error) {
    console.warn('Could not start Python early', error);
  }
}
