import { readFileSync } from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { constants, Script } from 'vm';
import { parentPort, workerData, type MessagePort } from 'worker_threads';
import { loadPyodide, type LockfileInfo } from 'pyodide';
import type { PyodideAPI } from 'pyodide';
import { startFreshRuntimes } from '../worker/fresh-runtimes';
import { sparseSnapshotImage } from '../snapshot/sparse';
import { lockCodeGeneration, removeGlobals } from '../worker/remove-globals';
import { capWasmMemory } from '../worker/memory-ceiling';
import { WASM_MEMORY_LIMIT_BYTES } from '../protocol/limits';
import { allowFsConstantsUnderPermissions, disableChildProcesses } from './thread-guards';
import { instantiateFromCompiled } from './compiled-wasm';
import { freezeRealm, processStandIn } from './realm-lock';
import { serveRuntimeFilesFromMemory } from './runtime-files';
import type { WorkerBoot } from './boot-kit';

declare const __PYLANDS_LOCK_INFO__: LockfileInfo;

/** A Node worker thread running the same runtime as the browser worker, a fresh one per run. */
const boot = (workerData ?? {}) as Partial<WorkerBoot['workerData']>;
const realProcess = process;
// Before Pyodide loads: its Emscripten code captures these modules.
allowFsConstantsUnderPermissions();
disableChildProcesses();
capWasmMemory(WASM_MEMORY_LIMIT_BYTES);
const indexURL = path.dirname(require.resolve('pyodide/package.json')) + path.sep;
// The process hands over the packed snapshot and the compiled module (boot-kit.ts) when it has them.
if (boot.wasmModule) instantiateFromCompiled(boot.wasmModule);
serveRuntimeFilesFromMemory(indexURL, boot.wasmModule !== undefined);
const packedSnapshot = boot.snapshot;
const createPyodideModule = patchedPyodideModule();

/** True while a runtime starts: the only time the `process` stand-in answers (see harden below). */
let loadingRuntime = false;
/**
 * A fresh Pyodide: a new instance of the compiled module, its memory restored from the snapshot
 * (written straight into wasm memory by the patched restore, skipping the snapshot's zero runs).
 */
function loadRuntime(): Promise<PyodideAPI> {
  loadingRuntime = true;
  return createPyodideModule
    .then((factory: unknown) =>
      loadPyodide({
        indexURL,
        createPyodideModule: factory,
        // No packages are loaded: a lock without them saves reading and parsing pyodide-lock.json.
        lockFileContents: { info: __PYLANDS_LOCK_INFO__, packages: {} },
        _loadSnapshot: snapshotImage(),
        stdout: () => undefined,
        stderr: () => undefined,
      } as Parameters<typeof loadPyodide>[0]),
    )
    .catch(() => loadPyodide({ indexURL }))
    .then((loaded: PyodideAPI) => {
      forgetSnapshot(loaded);
      return loaded;
    })
    .finally(() => {
      loadingRuntime = false;
    });
}

let image: Uint8Array | undefined;
/**
 * One image per thread: the patched restore reads only its head (Pyodide's header) and its length,
 * and writes the packed segments into the new memory; nothing writes to the image. A fresh image
 * per runtime was 31 MB more memory for the collector to account for at every run.
 */
function snapshotImage(): Uint8Array | undefined {
  if (packedSnapshot) return (image ??= sparseSnapshotImage(packedSnapshot.buffer as ArrayBuffer));
  return boot.snapshotPath ? readFileSync(boot.snapshotPath) : undefined;
}

/**
 * Pyodide's loader with the browser's start-up patches (scripts/pyodide-patches.mjs: one wasm
 * module for the JavaScript functions C calls, GOT entries made on demand, no Python compiled to
 * finish a restore, the restore from a packed snapshot), which the build writes beside this bundle;
 * Pyodide's own when it is missing. Evaluated once: each call of the factory makes a new module.
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

/** Restored: the runtime keeps no reference to the snapshot image (Pyodide's config held it). */
function forgetSnapshot(loaded: unknown): void {
  const config = (loaded as { _api?: { config?: { _loadSnapshot?: unknown } } })._api?.config;
  if (config) config._loadSnapshot = undefined;
}

const port = parentPort;
if (!port) throw new Error('The runner worker must run in a worker thread.');

// Taken before the realm is locked: what Pyodide's Node start-up captures.
const nodeModules = ['fs', 'fs/promises', 'path', 'url', 'crypto', 'vm', 'child_process'].map(
  (name) => require(name) as object,
);

startFreshRuntimes({
  loadRuntime,
  listen(port, handler) {
    // Node's EventEmitter side of the port: an `onmessage` listener makes each new thread load
    // Node's MessageEvent (undici), about 25 ms of CPU per thread.
    const node = port as unknown as MessagePort;
    node.on('message', handler);
    return () => node.off('message', handler);
  },
  onInit(handler) {
    port.on('message', handler);
  },
  harden() {
    removeGlobals(globalThis, [
      'fetch',
      'WebSocket',
      'EventSource',
      'XMLHttpRequest',
      'BroadcastChannel',
      'Request',
      'Response',
      'Headers',
      'FormData',
      // A run may not leave work behind for the thread's later runs: no timers to schedule it.
      'setTimeout',
      'setInterval',
      'setImmediate',
      'process',
      'require',
      'module',
    ]);
    // process would hand a program the server (binding, dlopen, exit). Later runtimes' start-up
    // reads a few of its fields: a stand-in holding only those answers while a runtime loads, and
    // a program finds no process at all, as in the thread's first run.
    const standIn = processStandIn(realProcess);
    Object.defineProperty(globalThis, 'process', { get: () => (loadingRuntime ? standIn : undefined) });
    lockCodeGeneration(globalThis as unknown as Record<string, unknown>);
    freezeRealm(globalThis, nodeModules);
  },
});
