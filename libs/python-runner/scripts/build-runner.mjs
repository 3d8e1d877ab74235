// Build step after tsc: the Pyodide memory snapshot (made here, in Node, with the pinned package),
// its .br/.gz copies, and the two worker bundles (browser module worker, Node worker thread).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import esbuild from 'esbuild';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(PACKAGE_DIR, 'dist');
const BROWSER_DIST = path.join(DIST, 'browser');
const ENGINE_SOURCE = path.resolve(PACKAGE_DIR, '../game-engine/src/index.ts');
const PYODIDE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const PYODIDE_VERSION = JSON.parse(readFileSync(path.join(PYODIDE_DIR, 'package.json'), 'utf8')).version;

/** Standard-library modules learners (and the runner) use, imported into the snapshot. */
const SNAPSHOT_IMPORTS =
  'asyncio, random, json, math, sys, traceback, linecache, types, io, importlib, collections, itertools, ' +
  'functools, string, re, time, copy, dataclasses, enum, typing, statistics, fractions, decimal, datetime, ' +
  'operator, heapq, bisect, textwrap, abc, contextlib';

const log = (...args) => console.log('[python-runner build]', ...args);

async function buildSnapshot() {
  mkdirSync(BROWSER_DIST, { recursive: true });
  const manifestPath = path.join(BROWSER_DIST, 'snapshot.json');
  const inputs = createHash('sha256')
    .update(`${PYODIDE_VERSION}\n${SNAPSHOT_IMPORTS}`)
    .digest('hex')
    .slice(0, 16);
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const file = path.join(BROWSER_DIST, manifest.file);
    if (manifest.inputs === inputs && [file, `${file}.br`, `${file}.gz`].every((f) => existsSync(f))) {
      log('snapshot up to date:', manifest.file);
      return manifest.file;
    }
  }
  const started = Date.now();
  const { loadPyodide } = require('pyodide');
  const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR + path.sep, _makeSnapshot: true });
  pyodide.runPython(`import ${SNAPSHOT_IMPORTS}`);
  const snapshot = pyodide.makeMemorySnapshot();
  const hash = createHash('sha256').update(snapshot).digest('hex').slice(0, 12);
  const file = `snapshot-${PYODIDE_VERSION}-${hash}.bin`;
  for (const old of readdirSync(BROWSER_DIST).filter((f) => f.startsWith('snapshot-')))
    rmSync(path.join(BROWSER_DIST, old));
  writeFileSync(path.join(BROWSER_DIST, file), snapshot);
  writeFileSync(path.join(BROWSER_DIST, `${file}.gz`), zlib.gzipSync(snapshot, { level: 9 }));
  writeFileSync(
    path.join(BROWSER_DIST, `${file}.br`),
    zlib.brotliCompressSync(snapshot, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: snapshot.length,
      },
    }),
  );
  writeFileSync(
    manifestPath,
    JSON.stringify({ file, pyodideVersion: PYODIDE_VERSION, inputs }, null, 2) + '\n',
  );
  log(`snapshot ${file} (${(snapshot.length / 2 ** 20).toFixed(1)} MiB) in ${Date.now() - started} ms`);
  return file;
}

async function bundleWorkers(snapshotFile) {
  const common = {
    bundle: true,
    target: 'es2022',
    alias: { '@pylands/game-engine': ENGINE_SOURCE },
    logLevel: 'warning',
    legalComments: 'none',
  };
  await esbuild.build({
    ...common,
    entryPoints: [path.join(PACKAGE_DIR, 'src/browser/worker.ts')],
    outfile: path.join(BROWSER_DIST, 'worker.js'),
    format: 'esm',
    platform: 'browser',
    minify: true,
    plugins: [
      {
        name: 'pyodide-from-gateway',
        setup(build) {
          build.onResolve({ filter: /^pyodide$/ }, () => ({ path: '/pyodide/pyodide.mjs', external: true }));
        },
      },
    ],
    define: { __PYLANDS_SNAPSHOT_FILE__: JSON.stringify(snapshotFile) },
  });
  await esbuild.build({
    ...common,
    entryPoints: [path.join(PACKAGE_DIR, 'src/node/worker.ts')],
    outfile: path.join(DIST, 'node/worker.js'),
    format: 'cjs',
    platform: 'node',
    external: ['pyodide'],
  });
  // The sandbox process reads only dist/ and Pyodide, so its entry is one self-contained file.
  await esbuild.build({
    ...common,
    entryPoints: [path.join(PACKAGE_DIR, 'src/node/sandbox/sandbox-child.ts')],
    outfile: path.join(DIST, 'node/sandbox.js'),
    format: 'cjs',
    platform: 'node',
    external: ['pyodide'],
  });
  log('bundled dist/browser/worker.js, dist/node/worker.js and dist/node/sandbox.js');
}

const onlyBundles = process.argv.includes('--bundles-only');
const snapshotFile = onlyBundles
  ? (JSON.parse(readFileSync(path.join(BROWSER_DIST, 'snapshot.json'), 'utf8')).file ?? '')
  : await buildSnapshot();
await bundleWorkers(snapshotFile);
