/// <reference lib="webworker" />
// The bundler rewrites this import to the gateway's same-origin /pyodide/pyodide.mjs (named in the CSP).
import { loadPyodide } from 'pyodide';
import { startWorkerRuntime } from '../worker/worker-runtime';
import { lockCodeGeneration, removeGlobals } from '../worker/remove-globals';
import { capWasmMemory } from '../worker/memory-ceiling';
import { WASM_MEMORY_LIMIT_BYTES } from '../protocol/limits';

/** Baked in by scripts/build-runner.mjs: the versioned snapshot file beside this script (its own URL). */
declare const __PYLANDS_SNAPSHOT_FILE__: string;
/** Baked in too: Pyodide's content-hashed folder, `/pyodide/<version>-<hash>/` (served immutable). */
declare const __PYLANDS_PYODIDE_DIR__: string;

const scope = self as unknown as DedicatedWorkerGlobalScope;
// The same ceiling as the server's replay, so a program that runs out of memory fails alike.
capWasmMemory(WASM_MEMORY_LIMIT_BYTES);
const loadStartedAt = performance.now();
const indexURL = new URL(__PYLANDS_PYODIDE_DIR__, scope.location.href).href;

// Fetch the snapshot at once, in parallel with Pyodide's own files.
const snapshot: Promise<ArrayBuffer> | undefined = __PYLANDS_SNAPSHOT_FILE__
  ? fetch(new URL(__PYLANDS_SNAPSHOT_FILE__, scope.location.href))
      .then((response) => {
        if (!response.ok) throw new Error(`snapshot ${response.status}`);
        return response.arrayBuffer();
      })
      .then((buffer) => {
        performance.mark('pylands:snapshot-received');
        return buffer;
      })
  : undefined;

// Marks (read by `npm run bench -- --profile`) show where the start-up time goes.
const pyodide = loadPyodide({ indexURL, _loadSnapshot: snapshot })
  .catch(() => loadPyodide({ indexURL }))
  .then((api) => {
    performance.mark('pylands:pyodide-loaded');
    return api;
  });

startWorkerRuntime({
  pyodide,
  loadStartedAt,
  onInit(handler) {
    const listener = (event: MessageEvent) => {
      scope.removeEventListener('message', listener);
      handler(event.data);
    };
    scope.addEventListener('message', listener);
  },
  harden() {
    removeGlobals(scope, [
      'fetch',
      'XMLHttpRequest',
      'WebSocket',
      'WebSocketStream',
      'WebTransport',
      'EventSource',
      'importScripts',
      'postMessage',
      'BroadcastChannel',
      'Worker',
      'SharedWorker',
      'indexedDB',
      'caches',
      'Request',
      'navigator',
      'close',
      'open',
    ]);
    lockCodeGeneration(scope as unknown as Record<string, unknown>);
  },
});
