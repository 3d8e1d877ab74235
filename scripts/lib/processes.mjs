// Child processes for the local stack: prefixed logs, readiness checks, clean shutdown by PID.
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  const quiet = options.quiet ?? false;
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

export function runToEnd(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Stops one child by its PID (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000).unref();
  });
}

export async function stopAll() {
  await Promise.all([...children].map(stopProcess));
}

/** Stacks choose their ports by the tests' rule (below the ephemeral range, reserved). */
export { freePort } from '../testing/free-port.cjs';

export async function waitForPort(port, timeoutMs = 30000, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`);
}

/**
 * Waits for a 2xx from `url`. With `child`, a process that exits fails at once; the deadline only
 * guards against a hang (a loaded 2-core machine can take minutes to start a service).
 */
export async function waitForHttp(url, timeoutMs = 60000, child = null) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms (${last})`);
}
