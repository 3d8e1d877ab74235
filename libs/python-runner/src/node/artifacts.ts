import { existsSync, readFileSync } from 'fs';
import path from 'path';

/** The package's dist/ folder, from src/node (tests) or dist/node (built). */
export const RUNNER_DIST_DIR = path.resolve(__dirname, '../../dist');
export const NODE_WORKER_PATH = path.join(RUNNER_DIST_DIR, 'node/worker.js');
/** Pyodide's patched loader as a script (scripts/build-runner.mjs), beside the worker. */
export const PYODIDE_LOADER_SCRIPT = path.join(RUNNER_DIST_DIR, 'node/pyodide.asm.js');
/** The sandbox process's entry (bundled): it hosts the worker threads under Node's permission model. */
export const SANDBOX_CHILD_PATH = path.join(RUNNER_DIST_DIR, 'node/sandbox.js');
export const BROWSER_DIST_DIR = path.join(RUNNER_DIST_DIR, 'browser');
export const SNAPSHOT_MANIFEST_PATH = path.join(BROWSER_DIST_DIR, 'snapshot.json');

export interface SnapshotManifest {
  /** File name beside the manifest, e.g. "snapshot-314.0.7-1a2b3c4d5e6f.bin". */
  file: string;
  pyodideVersion: string;
  inputs: string;
}

export function readSnapshotManifest(): SnapshotManifest | null {
  if (!existsSync(SNAPSHOT_MANIFEST_PATH)) return null;
  return JSON.parse(readFileSync(SNAPSHOT_MANIFEST_PATH, 'utf8')) as SnapshotManifest;
}

/** The snapshot made at build time, or null (the worker then loads Pyodide plainly). */
export function snapshotPath(): string | null {
  const manifest = readSnapshotManifest();
  if (!manifest) return null;
  const file = path.join(BROWSER_DIST_DIR, manifest.file);
  return existsSync(file) ? file : null;
}

/** The installed Pyodide package (its loader, wasm and standard library). */
export function pyodideDir(): string {
  return path.dirname(require.resolve('pyodide/package.json'));
}
