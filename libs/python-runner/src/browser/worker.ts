/// <reference lib="webworker" />
import type { LockfileInfo } from 'pyodide';
import { fetchEarly } from './early-fetches';
import { sparseSnapshotImage } from '../snapshot/sparse';
import { startWorkerRuntime } from '../worker/worker-runtime';
import { lockCodeGeneration, removeGlobals } from '../worker/remove-globals';
import { capWasmMemory } from '../worker/memory-ceiling';
import { WASM_MEMORY_LIMIT_BYTES } from '../protocol/limits';

/** Baked in by scripts/build-runner.mjs: the versioned snapshot file beside this script (its own URL), packed without its zero runs. */
declare const __PYLANDS_SNAPSHOT_FILE__: string;
/** Baked in too: the `info` of Pyodide's package lock (the levels load no packages). */
declare const __PYLANDS_LOCK_INFO__: LockfileInfo;
/** Baked in too: Pyodide's content-hashed folder, `/pyodide/<version>-<hash>/` (served immutable). */
declare const __PYLANDS_PYODIDE_DIR__: string;

const scope = self as unknown as DedicatedWorkerGlobalScope;
// The same ceiling as the server's replay, so a program that runs out of memory fails alike.
capWasmMemory(WASM_MEMORY_LIMIT_BYTES);
const loadStartedAt = performance.now();
const indexURL = new URL(__PYLANDS_PYODIDE_DIR__, scope.location.href).href;

// Everything the start needs is requested at once, in parallel: the snapshot, and Pyodide's wasm,
// standard library core and scripts (which Pyodide would otherwise ask for only once its own
// script has arrived and run).
const restoreFetch = fetchEarly(scope, [`${indexURL}pyodide.asm.wasm`, `${indexURL}python_stdlib_core.zip`]);
const pyodideScripts = Promise.all([
  // The bundler rewrites this import to the gateway's same-origin /pyodide/…/pyodide.mjs (in the CSP).
  import('pyodide'),
  import(/* webpackIgnore: true */ `${indexURL}pyodide.asm.mjs`).catch(() => undefined),
]).then(([module]) => module);
// Pyodide's restore (patched at build time) writes the image's segments straight into wasm memory.
const snapshot: Promise<Uint8Array> | undefined = __PYLANDS_SNAPSHOT_FILE__
  ? fetch(new URL(__PYLANDS_SNAPSHOT_FILE__, scope.location.href))
      .then((response) => {
        if (!response.ok) throw new Error(`snapshot ${response.status}`);
        // Read as a blob, the body is handed over whole (from Cache Storage without its bytes
        // crossing this thread), then read in one piece: 12 MB took 70-150 ms through arrayBuffer(),
        // 20-130 ms this way, while this thread has Pyodide's scripts to compile.
        return response.blob();
      })
      .then((blob) => blob.arrayBuffer())
      .then((packed) => {
        performance.mark('pylands:snapshot-received');
        return sparseSnapshotImage(packed);
      })
  : undefined;

// The snapshot was made over the core of the standard library (build-runner.mjs): the rest comes
// with the first import that needs it. Without the snapshot, Pyodide loads the whole library.
let coreStdlibOnly = true;
// Marks (read by `npm run bench -- --profile`) show where the start-up time goes.
const pyodide = pyodideScripts
  .then(({ loadPyodide }) =>
    loadPyodide({
      indexURL,
      stdLibURL: `${indexURL}python_stdlib_core.zip`,
      // No packages: a lock without them saves fetching pyodide-lock.json (120 KB) at every start.
      lockFileContents: { info: __PYLANDS_LOCK_INFO__, packages: {} },
      _loadSnapshot: snapshot,
    }).catch(() => {
      coreStdlibOnly = false;
      return loadPyodide({ indexURL });
    }),
  )
  .finally(restoreFetch)
  .then((api) => {
    performance.mark('pylands:pyodide-loaded');
    return api;
  });

// Taken before harden() removes it: the one request the runtime makes later, for a fixed URL.
const Request = XMLHttpRequest;
/** The whole standard library, read synchronously (an import cannot wait): null when unreachable. */
function readFullStdlib(): Uint8Array | null {
  if (!coreStdlibOnly) return null;
  try {
    const request = new Request();
    request.open('GET', `${indexURL}python_stdlib.zip`, false);
    request.responseType = 'arraybuffer';
    request.send();
    return request.status === 200 ? new Uint8Array(request.response as ArrayBuffer) : null;
  } catch {
    return null;
  }
}

startWorkerRuntime({
  pyodide,
  loadStartedAt,
  fullStdlib: readFullStdlib,
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
