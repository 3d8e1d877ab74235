import { readFileSync } from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { constants, Script } from 'vm';
import { parentPort, workerData, type MessagePort } from 'worker_threads';
import { loadPyodide, type LockfileInfo } from 'pyodide';
import { startWorkerRuntime } from '../worker/worker-runtime';
import { lockCodeGeneration, removeGlobals } from '../worker/remove-globals';
import { capWasmMemory } from '../worker/memory-ceiling';
import { WASM_MEMORY_LIMIT_BYTES } from '../protocol/limits';
import { allowFsConstantsUnderPermissions, disableChildProcesses } from './thread-guards';
import { instantiateFromCompiled } from './compiled-wasm';
import type { WorkerBoot } from './boot-kit';

declare const __PYLANDS_LOCK_INFO__: LockfileInfo;

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
const pyodide = patchedPyodideModule()
  .then((createPyodideModule) =>
    loadPyodide({
      indexURL,
      createPyodideModule,
      // No packages are loaded: a lock without them saves reading and parsing pyodide-lock.json.
      lockFileContents: { info: __PYLANDS_LOCK_INFO__, packages: {} },
      _loadSnapshot: boot.snapshot ?? (boot.snapshotPath ? readFileSync(boot.snapshotPath) : undefined),
      stdout: () => undefined,
      stderr: () => undefined,
    } as Parameters<typeof loadPyodide>[0]),
  )
  .catch(() => {
    restoreInstantiate();
    return loadPyodide({ indexURL });
  })
  .then((loaded) => {
    forgetSnapshot(loaded);
    return loaded;
  })
  .finally(restoreInstantiate);
/**
 * Pyodide's loader with the browser's start-up patches (scripts/pyodide-patches.mjs: one wasm
 * module for the JavaScript functions C calls, GOT entries made on demand, no Python compiled to
 * finish a restore), which the build writes beside this bundle; Pyodide's own when it is missing.
 */
function patchedPyodideModule(): Promise<unknown> {
  const script = path.join(__dirname, 'pyodide.asm.js');
  try {
    // The same code as a script, compiled from the code cache the process made (boot-kit.ts).
    const compiled = new Script(readFileSync(script, 'utf8'), {
      filename: script,
      cachedData: boot.loaderCache,
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const factory = (compiled.runInThisContext() as (url: string) => unknown)(pathToFileURL(script).href);
    boot.loaderCache = undefined;
    return Promise.resolve(factory);
  } catch {
    // the module below
  }
  const file = path.join(__dirname, 'pyodide.asm.mjs');
  return import(pathToFileURL(file).href).then(
    (module: { default: unknown }) => module.default,
    () => undefined,
  );
}
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
