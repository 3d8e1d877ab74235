import { readFileSync } from 'fs';
import fsPromises from 'fs/promises';
import { syncBuiltinESMExports } from 'module';
import path from 'path';

/**
 * Every Pyodide start in Node reads two files: `pyodide.asm.wasm` (9.6 MB) and the standard library
 * zip. A thread starts a fresh Pyodide for every run, so they are served from memory: the library
 * read once per thread (each start gets its own copy for its file system), the wasm not at all
 * when the thread instantiates the process's compiled module (compiled-wasm.ts ignores the bytes).
 * Installed before Pyodide captures `fs/promises` and before the realm is frozen.
 */
export function serveRuntimeFilesFromMemory(pyodideDir: string, wasmCompiled: boolean): void {
  const wasmFile = path.resolve(pyodideDir, 'pyodide.asm.wasm');
  const stdlibFile = path.resolve(pyodideDir, 'python_stdlib.zip');
  const original = fsPromises.readFile;
  let stdlib: Buffer | null = null;
  const readFile = function readFile(this: unknown, file: unknown, ...rest: unknown[]) {
    const asked = typeof file === 'string' ? path.resolve(file) : null;
    if (asked === wasmFile && wasmCompiled) return Promise.resolve(Buffer.alloc(0));
    if (asked === stdlibFile) {
      stdlib ??= readFileSync(stdlibFile);
      return Promise.resolve(Buffer.from(stdlib));
    }
    return (original as (...args: unknown[]) => Promise<unknown>).call(this, file, ...rest);
  };
  (fsPromises as unknown as { readFile: unknown }).readFile = readFile;
  syncBuiltinESMExports();
}
