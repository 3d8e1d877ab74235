// The async boundary lets Module Federation negotiate shared singletons before React loads.
// (On a play page the Pyodide worker is already starting: index.html's inline script.)
import('./bootstrap');
