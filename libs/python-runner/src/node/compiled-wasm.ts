/**
 * Pyodide compiles pyodide.asm.wasm for every runtime (`WebAssembly.instantiate(bytes, imports)` in
 * its instantiateWasm hook). Given the module compiled once by the process, that call instantiates
 * it instead: the same code, no compile. Pyodide's own hook still supplies the imports. Installed
 * for the thread's life: a thread starts a fresh runtime for every run (before its realm is frozen).
 */
export function instantiateFromCompiled(module: WebAssembly.Module): void {
  const wasm = WebAssembly as unknown as {
    instantiate: (source: unknown, imports?: WebAssembly.Imports) => Promise<unknown>;
  };
  const original = wasm.instantiate;
  wasm.instantiate = function instantiate(source: unknown, imports?: WebAssembly.Imports) {
    const isBytes = source instanceof ArrayBuffer || ArrayBuffer.isView(source);
    // Pyodide's main module is the one instantiated with its JS error helpers among the imports.
    if (!isBytes || !imports?.env || !('Jsv_GetError_import' in imports.env))
      return original.call(WebAssembly, source, imports);
    return original.call(WebAssembly, module, imports).then((instance) => ({ instance, module }));
  };
}
