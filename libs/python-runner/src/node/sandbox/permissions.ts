import path from 'path';

/**
 * Node 20's permission model for the sandbox process: it may read only what the runner needs
 * (Pyodide, the runner's dist, the snapshot) and start worker threads; no file writes, no child
 * processes, no native addons, no WASI, no `process.binding`. V8 also refuses code from strings in
 * every realm of the process, so no `eval`/`Function`/`import()` text can be built from Python.
 * Node 20 has no network permission (`--allow-net` arrived in Node 25): sockets are kept away by the
 * thread's own layers (no process/require/fetch globals, no code generation, no JS modules in Python).
 */
/** Node 24 dropped `--experimental-permission` (exit 9, "bad option") for the stable `--permission`. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

export function sandboxExecArgv(readPaths: readonly string[]): string[] {
  const unique = [...new Set(readPaths.map((p) => path.resolve(p)))];
  return [
    PERMISSION_FLAG,
    '--allow-worker',
    ...unique.map((p) => `--allow-fs-read=${p}`),
    '--disallow-code-generation-from-strings',
    // The process only relays runs; each worker thread has its own heap ceiling (resourceLimits).
    '--max-old-space-size=256',
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=SecurityWarning',
  ];
}

/** A folder and everything under it, in the permission model's syntax. */
export const folderAndBelow = (dir: string): string => path.join(path.resolve(dir), '*');
