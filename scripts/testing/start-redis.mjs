// Starts a throw-away Redis for tests: no persistence, loopback only, on a free port.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.cjs';

function has(binary) {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureInstalled() {
  if (has('redis-server')) return;
  if (process.getuid?.() !== 0) throw new Error('redis-server is missing; apt-get install redis-server');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env,
  });
}

function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>} */
export async function startRedis({ port } = {}) {
  ensureInstalled();
  const chosenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pylands-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(chosenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const deadline = Date.now() + 10_000;
  while (!(await ping(chosenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`Redis did not start on port ${chosenPort}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    pid: child.pid,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
