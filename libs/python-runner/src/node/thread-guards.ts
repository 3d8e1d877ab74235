import childProcess from 'child_process';
import { constants as fsConstants } from 'fs';
import { syncBuiltinESMExports } from 'module';
import { constants as osConstants } from 'os';

/**
 * Pyodide's Emscripten NODEFS reads `process.binding('constants').fs` while it starts, which Node's
 * permission model refuses (the sandbox process runs under it). The same numbers are public in
 * `fs.constants`; every other binding stays refused.
 */
export function allowFsConstantsUnderPermissions(): void {
  const host = process as unknown as { binding(name: string): unknown };
  const original = host.binding;
  try {
    original.call(host, 'constants');
    return; // no permission model: nothing to work around
  } catch {
    // ERR_ACCESS_DENIED: answer for 'constants' only.
  }
  const binding = function binding(name: string) {
    if (name === 'constants') return { fs: fsConstants, os: osConstants };
    return original.call(host, name);
  };
  Object.defineProperty(process, 'binding', { value: binding, configurable: true, writable: true });
}

/**
 * Pyodide maps Python's `os.system` to `child_process.spawnSync(cmd, { shell: true })` under Node,
 * so a learner's `os.system("...")` would run a shell on the server. The thread's child_process
 * module is emptied before Pyodide captures it: every call fails like a missing shell (status 127).
 * (The sandbox process also runs without --allow-child-process, so spawning is refused there too.)
 */
export function disableChildProcesses(): void {
  const refuse = () => ({ status: 127, signal: null, pid: 0, output: [], stdout: '', stderr: '' });
  const throwing = () => {
    throw new Error('Child processes are disabled in the runner.');
  };
  const module = childProcess as unknown as Record<string, unknown>;
  for (const name of ['spawnSync', 'execSync', 'execFileSync']) module[name] = refuse;
  for (const name of ['spawn', 'exec', 'execFile', 'fork']) module[name] = throwing;
  module.ChildProcess = throwing;
  syncBuiltinESMExports();
}
