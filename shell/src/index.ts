import { takeOverBeforeStart } from './offline/take-over';

// The async boundary lets Module Federation negotiate shared singletons before React loads.
// (On a play page the Pyodide worker is already starting: index.html's inline script.) A page
// served while a new deployment waits switches to it first, asking for nothing else meanwhile.
void takeOverBeforeStart().then(() => import('./bootstrap'));
