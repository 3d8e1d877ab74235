// Starts a throw-away PostgreSQL 15 for tests: initdb into a temp dir (as the `postgres` user when
// we are root, because initdb refuses root), then pg_ctl on a free loopback port with fsync off.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.cjs';

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

function ensureInstalled() {
  if (existsSync(path.join(POSTGRES_BIN, 'initdb'))) return;
  if (process.getuid?.() !== 0)
    throw new Error(`PostgreSQL is missing (${POSTGRES_BIN}); apt-get install postgresql`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
}

function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * @returns {Promise<{ url: string, port: number, dataDir: string, pause: () => Promise<void>, resume: () => Promise<void>, stop: () => Promise<void> }>}
 * `url` connects as the superuser `postgres` (trust auth, loopback only) to the `postgres` database.
 */
export async function startPostgres({ port } = {}) {
  ensureInstalled();
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? postgresIds() : null;
  const runAs = (bin, args) => {
    const command = path.join(POSTGRES_BIN, bin);
    const options = { stdio: ['ignore', 'pipe', 'pipe'], uid: ids?.uid, gid: ids?.gid, cwd: '/' };
    return execFileSync(command, args, options);
  };
  const base = mkdtempSync(path.join(os.tmpdir(), 'pylands-pg-'));
  const dataDir = path.join(base, 'data');
  const sockDir = path.join(base, 'sock');
  const logFile = path.join(base, 'postgres.log');
  mkdirSync(sockDir);
  if (ids) {
    chownSync(base, ids.uid, ids.gid);
    chownSync(sockDir, ids.uid, ids.gid);
  }
  runAs('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const chosenPort = port ?? (await freePort());
  const serverOptions = [
    `-p ${chosenPort}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${sockDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  try {
    runAs('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start']);
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error.stderr?.toString() ?? error.message}`, {
      cause: error,
    });
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${chosenPort}/postgres`,
    port: chosenPort,
    dataDir,
    /** Stops the server (fault tests): every open connection is cut, the data stays. */
    async pause() {
      runAs('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    /** Starts a paused server again on the same port. */
    async resume() {
      runAs('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start']);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAs('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
