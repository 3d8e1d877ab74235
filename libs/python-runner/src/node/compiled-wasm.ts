/**
 * Pyodide compiles pyodide.asm.wasm in every thread (`WebAssembly.instantiate(bytes, imports)` in
 * its instantiateWasm hook). Given the module compiled once by the process, that one call
 * instantiates it instead: the same code, no compile. Pyodide's own hook still supplies the
 * imports. Returns the undo, called once Pyodide has loaded (before any learner code runs).
 */
export function instantiateFromCompiled(module: WebAssembly.Module): () => void {
  const wasm = WebAssembly as unknown as {
    instantiate: (source: unknown, imports?: WebAssembly.Imports) => Promise<unknown>;
  };
  const original = wasm.instantiate;
  const undo = () => {
    wasm.instantiate = original;
  };
  wasm.instantiate = function instantiate(source: unknown, imports?: WebAssembly.Imports) {
    const isBytes = source instanceof ArrayBuffer || ArrayBuffer.isView(source);
    // Pyodide's main module is the one instantiated with its JS error helpers among the imports.
    if (!isBytes || !imports?.env || !('Jsv_GetError_import' in imports.env))
      return original.call(WebAssembly, source, imports);
    undo();
    return WebAssembly.instantiate(module, imports).then((instance) => ({ instance, module }));
  };
  return undo;
}
