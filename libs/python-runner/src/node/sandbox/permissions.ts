import path from 'path';

/** Old-generation heap (MB) a worker thread starts with, before its first full collection. */
export const WORKER_INITIAL_HEAP_MB = 64;
/** How much a thread's heap limit grows past what survives a full collection (percent). */
export const WORKER_HEAP_GROWING_PERCENT = 400;

/**
 * Node's permission model for the sandbox process: it may read only what the runner needs
 * (Pyodide, the runner's dist, the snapshot) and start worker threads; no file writes, no child
 * processes, no native addons, no WASI, no `process.binding`. V8 also refuses code from strings in
 * every realm of the process, so no `eval`/`Function`/`import()` text can be built from Python.
 * Node 24 has no network permission (`--allow-net` arrived in Node 25): sockets are kept away by the
 * thread's own layers (no process/require/fetch globals, no code generation, no JS modules in Python).
 */
export function sandboxExecArgv(readPaths: readonly string[]): string[] {
  const unique = [...new Set(readPaths.map((p) => path.resolve(p)))];
  return [
    '--permission',
    '--allow-worker',
    ...unique.map((p) => `--allow-fs-read=${p}`),
    '--disallow-code-generation-from-strings',
    // The process only relays runs; each worker thread has its own heap ceiling (resourceLimits).
    '--max-old-space-size=256',
    // V8 flags are per process, so this sizes every worker thread's heap at its start too: a fresh
    // Pyodide fills ~25 MB of JS heap while it loads, and from V8's small default the heap grew
    // through four full collections in every thread (~40 ms of CPU per replay). Each thread's
    // ceiling is still its own resourceLimits.
    `--initial-old-space-size=${WORKER_INITIAL_HEAP_MB}`,
    // A thread drops a whole runtime (~20 MB of JS objects) after every run, and V8 sized the next
    // collection's limit from the ~15 MB that stay: a full collection per run. Growing the limit
    // by 5× instead of V8's ~1.5–2× lets several runtimes' garbage go in one collection.
    `--heap-growing-percent=${WORKER_HEAP_GROWING_PERCENT}`,
    // Each runtime's WebAssembly memory is external to the JS heap, and with V8's separate external
    // limit every new runtime's memory set off a full collection of its own: one per run (~10 ms
    // on the thread plus concurrent marking). Counted within the heap's global limit, the dropped
    // runtimes' memories go in one collection every two runs (~113 → ~106 ms of CPU a replay).
    '--external-memory-accounted-in-global-limit',
    '--no-wasm-lazy-compilation',
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=SecurityWarning',
  ];
}

/** A folder and everything under it, in the permission model's syntax. */
export const folderAndBelow = (dir: string): string => path.join(path.resolve(dir), '*');
