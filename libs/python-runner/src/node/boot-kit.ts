import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { Script } from 'vm';
import { PYODIDE_LOADER_SCRIPT, pyodideDir } from './artifacts';
import { packSparseSnapshot } from '../snapshot/sparse';

/** What a worker thread is started with (workerData) and what is transferred with it. */
export interface WorkerBoot {
  workerData: {
    snapshotPath: string | null;
    /** The snapshot packed without its zero runs (snapshot/sparse.ts), the thread's own copy. */
    snapshot?: Uint8Array;
    wasmModule?: WebAssembly.Module;
    /** V8's code cache of Pyodide's loader script (PYODIDE_LOADER_SCRIPT), the thread's own copy. */
    loaderCache?: Uint8Array;
  };
  transferList: ArrayBuffer[];
}

let wasmModule: WebAssembly.Module | null = null;
let compiling: Promise<void> | null = null;
const snapshots = new Map<string, Buffer>();
let loaderCache: Buffer | null | undefined;

/**
 * Compiled once here, in the process that starts the threads (so with their V8 flags, or V8 would
 * reject the cache): each thread then skips parsing Pyodide's 1.2 MB loader (~20 ms of CPU).
 */
function loaderCodeCache(): Buffer | null {
  if (loaderCache === undefined) {
    try {
      const source = existsSync(PYODIDE_LOADER_SCRIPT) ? readFileSync(PYODIDE_LOADER_SCRIPT, 'utf8') : null;
      loaderCache = source
        ? new Script(source, { filename: PYODIDE_LOADER_SCRIPT }).createCachedData()
        : null;
    } catch {
      loaderCache = null; // threads parse the loader themselves
    }
  }
  return loaderCache;
}

/**
 * Starts compiling Pyodide's WebAssembly once for this process (off the event loop). Until it is
 * compiled, threads compile it themselves, as Pyodide does by default.
 */
export function compileWasmOnce(): void {
  compiling ??= WebAssembly.compile(readFileSync(path.join(pyodideDir(), 'pyodide.asm.wasm'))).then(
    (module) => {
      wasmModule = module;
    },
    () => undefined, // threads keep compiling it themselves
  );
}

/** The compiled module, once compiled (for tests and the benchmark). */
export function wasmModuleCompiled(): Promise<boolean> {
  compileWasmOnce();
  return compiling!.then(() => wasmModule !== null);
}

/**
 * What a fresh worker thread starts from: the process's compiled module (immutable, so every thread
 * may share it) and its own copy of the snapshot, read from disk once per process. The copy is
 * deliberate: a buffer shared between threads would let a program that reached its thread's JS
 * write into what the next run restores.
 */
export function workerBoot(snapshotPath: string | null): WorkerBoot {
  compileWasmOnce();
  const boot: WorkerBoot = { workerData: { snapshotPath }, transferList: [] };
  if (wasmModule) boot.workerData.wasmModule = wasmModule;
  const cache = loaderCodeCache();
  if (cache) {
    // A copy, like the snapshot: nothing a thread does reaches what the next thread starts from.
    const copy = new Uint8Array(cache);
    boot.workerData.loaderCache = copy;
    boot.transferList.push(copy.buffer);
  }
  if (snapshotPath) {
    let bytes = snapshots.get(snapshotPath);
    if (!bytes) {
      // Packed once per process: 12 MB of the 31 to copy per thread, and each restore writes only
      // those (the rest of a fresh wasm memory is zeros already).
      bytes = Buffer.from(packSparseSnapshot(readFileSync(snapshotPath)));
      snapshots.set(snapshotPath, bytes);
    }
    const copy = new Uint8Array(bytes);
    boot.workerData.snapshot = copy;
    boot.transferList.push(copy.buffer);
  }
  return boot;
}
