import { readFileSync } from 'fs';
import path from 'path';
import { parentPort, workerData } from 'worker_threads';
import { loadPyodide } from 'pyodide';
import { startWorkerRuntime } from '../worker/worker-runtime';
import { lockCodeGeneration, removeGlobals } from '../worker/remove-globals';
import { capWasmMemory } from '../worker/memory-ceiling';
import { WASM_MEMORY_LIMIT_BYTES } from '../protocol/limits';
import { allowFsConstantsUnderPermissions, disableChildProcesses } from './thread-guards';

/** A Node worker thread running the same runtime as the browser worker. */
const loadStartedAt = performance.now();
const { snapshotPath } = (workerData ?? {}) as { snapshotPath?: string | null };
// Before Pyodide loads: its Emscripten code captures these modules.
allowFsConstantsUnderPermissions();
disableChildProcesses();
capWasmMemory(WASM_MEMORY_LIMIT_BYTES);
const indexURL = path.dirname(require.resolve('pyodide/package.json')) + path.sep;
const snapshot = snapshotPath ? readFileSync(snapshotPath) : undefined;
const pyodide = loadPyodide({
  indexURL,
  _loadSnapshot: snapshot,
  stdout: () => undefined,
  stderr: () => undefined,
}).catch(() => loadPyodide({ indexURL }));
const port = parentPort;
if (!port) throw new Error('The runner worker must run in a worker thread.');

startWorkerRuntime({
  pyodide,
  loadStartedAt,
  onInit(handler) {
    port.once('message', handler);
  },
  harden() {
    // process would hand a program the server (binding, dlopen, exit); nothing needs it after load.
    removeGlobals(globalThis, [
      'fetch',
      'WebSocket',
      'EventSource',
      'XMLHttpRequest',
      'BroadcastChannel',
      'Request',
      'process',
      'require',
      'module',
    ]);
    lockCodeGeneration(globalThis as unknown as Record<string, unknown>);
  },
});
