import { readFileSync } from 'fs';
import path from 'path';
import { pyodideDir } from './artifacts';

/** What a worker thread is started with (workerData) and what is transferred with it. */
export interface WorkerBoot {
  workerData: { snapshotPath: string | null; snapshot?: Uint8Array; wasmModule?: WebAssembly.Module };
  transferList: ArrayBuffer[];
}

let wasmModule: WebAssembly.Module | null = null;
let compiling: Promise<void> | null = null;
const snapshots = new Map<string, Buffer>();

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
  if (snapshotPath) {
    let bytes = snapshots.get(snapshotPath);
    if (!bytes) {
      bytes = readFileSync(snapshotPath);
      snapshots.set(snapshotPath, bytes);
    }
    const copy = new Uint8Array(bytes);
    boot.workerData.snapshot = copy;
    boot.transferList.push(copy.buffer);
  }
  return boot;
}
