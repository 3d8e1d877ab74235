import { readFileSync } from 'fs';
import path from 'path';
import { parentPort, workerData, type MessagePort } from 'worker_threads';
import { loadPyodide } from 'pyodide';
import { startWorkerRuntime } from '../worker/worker-runtime';
import { lockCodeGeneration, removeGlobals } from '../worker/remove-globals';
import { capWasmMemory } from '../worker/memory-ceiling';
import { WASM_MEMORY_LIMIT_BYTES } from '../protocol/limits';
import { allowFsConstantsUnderPermissions, disableChildProcesses } from './thread-guards';
import { instantiateFromCompiled } from './compiled-wasm';
import type { WorkerBoot } from './boot-kit';

/** A Node worker thread running the same runtime as the browser worker. */
const loadStartedAt = performance.now();
const boot = (workerData ?? {}) as Partial<WorkerBoot['workerData']>;
// Before Pyodide loads: its Emscripten code captures these modules.
allowFsConstantsUnderPermissions();
disableChildProcesses();
capWasmMemory(WASM_MEMORY_LIMIT_BYTES);
const indexURL = path.dirname(require.resolve('pyodide/package.json')) + path.sep;
// The process hands over the snapshot's bytes and the compiled module (boot-kit.ts) when it has them.
const restoreInstantiate = boot.wasmModule ? instantiateFromCompiled(boot.wasmModule) : () => undefined;
const pyodide = loadPyodide({
  indexURL,
  _loadSnapshot: boot.snapshot ?? (boot.snapshotPath ? readFileSync(boot.snapshotPath) : undefined),
  stdout: () => undefined,
  stderr: () => undefined,
})
  .catch(() => {
    restoreInstantiate();
    return loadPyodide({ indexURL });
  })
  .then((loaded) => {
    forgetSnapshot(loaded);
    return loaded;
  })
  .finally(restoreInstantiate);
/** Restored: nothing keeps the snapshot's 30 MB for the thread's life (Pyodide's config held it). */
function forgetSnapshot(loaded: unknown): void {
  boot.snapshot = undefined;
  const config = (loaded as { _api?: { config?: { _loadSnapshot?: unknown } } })._api?.config;
  if (config) config._loadSnapshot = undefined;
}
const port = parentPort;
if (!port) throw new Error('The runner worker must run in a worker thread.');

startWorkerRuntime({
  pyodide,
  loadStartedAt,
  // A server thread is often started ahead of need (a spare): its warm-up is then off the run's path.
  warmUpBeforeInit: true,
  // Node's EventEmitter side of the port: an `onmessage` listener makes each new thread load
  // Node's MessageEvent (undici), about 25 ms of CPU per thread.
  listen(port, handler) {
    (port as unknown as MessagePort).on('message', handler);
  },
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
