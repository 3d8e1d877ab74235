const WASM_PAGE_BYTES = 65536;

/**
 * Caps every WebAssembly memory of this worker at `maxBytes`. Emscripten grows the heap through
 * `Memory.prototype.grow` and treats a throw as "no memory": malloc returns NULL, Python raises
 * MemoryError, and the interpreter stays usable. Installed before Pyodide loads; not replaceable.
 */
export function capWasmMemory(maxBytes: number): void {
  const proto = WebAssembly.Memory.prototype;
  const grow = proto.grow;
  Object.defineProperty(proto, 'grow', {
    value: function cappedGrow(this: WebAssembly.Memory, deltaPages: number): number {
      if (this.buffer.byteLength + Number(deltaPages) * WASM_PAGE_BYTES > maxBytes)
        throw new RangeError('The program used more memory than a level allows.');
      return grow.call(this, deltaPages);
    },
    writable: false,
    configurable: false,
  });
}
