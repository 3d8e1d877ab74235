// The page's first script, inlined in index.html's head by the build (the gateway allows it by its
// hash): on a play page the Pyodide worker starts while the shell's own scripts are still loading.
// Not on a page that will first switch to a waiting deployment (take-over.ts): it stays quiet.
// It also keeps the visit's traffic source before anything else can happen: a visitor who moves on
// before the shell has rendered still has their first source kept.
import { prestartWorker } from '@pylands/python-runner/browser/prestart';
import { rememberTrafficSource } from '@pylands/shared-ui/traffic-source';
import { isPlayPath } from './play-path';
import { updateWaiting } from './take-over';

rememberTrafficSource(window.location.search, document.referrer);

if (isPlayPath(window.location.pathname) && !updateWaiting()) {
  try {
    prestartWorker();
  } catch (error) {
    console.warn('Could not start Python early', error);
  }
}
