// Build step after tsc: the Pyodide memory snapshot (made here, in Node, with the pinned package),
// its .br/.gz copies, the browser's copy of Pyodide in a content-hashed folder (dist/pyodide/
// <version>-<hash>/, every file with .br/.gz; the standard library re-packed uncompressed so brotli
// compresses across files; pyodide.asm.mjs with the start-up patches of pyodide-patches.mjs), and
// the two worker bundles (browser module worker, Node worker thread).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import esbuild from 'esbuild';
import { brotliDecompress, cachedCompression, gunzip, pruneCompressionCache } from './compression-cache.mjs';
import { PYODIDE_PATCHES, patchPyodideAsm } from './pyodide-patches.mjs';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(PACKAGE_DIR, 'dist');
const BROWSER_DIST = path.join(DIST, 'browser');
const ENGINE_SOURCE = path.resolve(PACKAGE_DIR, '../game-engine/src/index.ts');
const { gameTextsPlugin } = require(path.resolve(PACKAGE_DIR, '../../scripts/lib/game-texts.cjs'));
const PYODIDE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const PYODIDE_VERSION = JSON.parse(readFileSync(path.join(PYODIDE_DIR, 'package.json'), 'utf8')).version;
const PYODIDE_DIST = path.join(DIST, 'pyodide');
/** What the browser worker loads from Pyodide (no packages: the levels need none). */
const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
];
/**
 * The browser starts with this part of the standard library (the modules the snapshot and the
 * runner import); the whole python_stdlib.zip is fetched only when a program imports another one.
 */
const CORE_STDLIB = 'python_stdlib_core.zip';

/** Standard-library modules learners (and the runner) use, imported into the snapshot. */
const SNAPSHOT_IMPORTS =
  'asyncio, random, json, math, sys, traceback, linecache, types, io, importlib, collections, itertools, ' +
  'functools, string, re, time, copy, dataclasses, enum, typing, statistics, fractions, decimal, datetime, ' +
  'operator, heapq, bisect, textwrap, abc, contextlib, ast, inspect, importlib.machinery, os, posix';

/** Pyodide's loader with the patches, beside dist/node/worker.js (node/worker.ts imports it). */
const NODE_PATCHED_ASM = 'pyodide.asm.mjs';
const NODE_PATCHED_SCRIPT = 'pyodide.asm.js';
/** The lock file's `info` (the workers start with a lock that lists no packages: none is loaded). */
const pyodideLockInfo = () =>
  JSON.parse(readFileSync(path.join(PYODIDE_DIR, 'pyodide-lock.json'), 'utf8')).info;

const log = (...args) => console.log('[python-runner build]', ...args);

/**
 * Both snapshots are made with a fixed hash seed: the interpreter in a snapshot keeps the seed it
 * was made with, so every browser (and every replay) already shared one; fixed, the browser and
 * the server's replay iterate a set of strings alike.
 */
const SNAPSHOT_ENV = { PYTHONHASHSEED: '0' };
/**
 * And with a fixed program name: in Node, Emscripten takes it from the build script's path, and
 * Python's start-up searches the file system from it, so the interpreter's memory (and the browser
 * snapshot's size) depended on where the repository was checked out. This is the name a browser's
 * Pyodide gets.
 */
const SNAPSHOT_PROGRAM = './this.program';
/** Fresh objects for every start: Pyodide adds to `env` and Emscripten to `args` in place. */
const snapshotOptions = () => ({
  env: { ...SNAPSHOT_ENV },
  _sysExecutable: SNAPSHOT_PROGRAM,
  args: [],
  _makeSnapshot: true,
});

/**
 * The runner's harness, loaded into both snapshots so a worker compiles no Python before it is
 * ready (tsc has built the module that holds it).
 */
const harnessCode = () => require(path.join(DIST, 'python/harness-source.js')).LOAD_HARNESS;
/**
 * After the imports, with the player module's folder in place as in a worker: an import that ran
 * with the folder on sys.path but missing would leave the path cache without a finder for it.
 */
function loadHarness(pyodide) {
  pyodide.FS.mkdirTree(require(path.join(DIST, 'python/player-source.js')).PLAYER_MODULE_DIR);
  pyodide.runPython(harnessCode());
}

/**
 * Snapshots are made with the clocks fixed and `random` seeded, so the same inputs make the same
 * bytes. The interpreter keeps in memory the times it read while starting (its directories' times,
 * its clocks' start) and a random state drawn from the OS: every build made another snapshot, so
 * another file name (returning visitors downloaded it again after each deploy) and another ~30 s
 * brotli. Each run seeds `random` itself (the harness), so the state in the snapshot was never a
 * run's randomness; every browser already started from one build-time state.
 */
const SNAPSHOT_CLOCK = Date.UTC(2025, 0, 1);
async function withFixedClocks(make) {
  const { now } = Date;
  const performanceNow = performance.now;
  let elapsed = 0;
  Date.now = () => SNAPSHOT_CLOCK;
  performance.now = () => (elapsed += 0.001);
  try {
    return await make();
  } finally {
    Date.now = now;
    performance.now = performanceNow;
  }
}

/** The state the snapshot holds, after the imports and the harness: see withFixedClocks. */
const SEED_RANDOM = 'import random\nrandom.seed(0)';

async function buildSnapshot() {
  const manifestPath = path.join(BROWSER_DIST, 'snapshot.json');
  const inputs = createHash('sha256')
    .update(
      `${PYODIDE_VERSION}\n${SNAPSHOT_IMPORTS}\n${harnessCode()}\nfixed-clocks-v1 ${JSON.stringify(snapshotOptions())}`,
    )
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
  const snapshot = await withFixedClocks(async () => {
    const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR + path.sep, ...snapshotOptions() });
    pyodide.runPython(`import ${SNAPSHOT_IMPORTS}`);
    loadHarness(pyodide);
    pyodide.runPython(SEED_RANDOM);
    return pyodide.makeMemorySnapshot();
  });
  const hash = createHash('sha256').update(snapshot).digest('hex').slice(0, 12);
  const file = `snapshot-${PYODIDE_VERSION}-${hash}.bin`;
  for (const old of readdirSync(BROWSER_DIST).filter(
    (f) => f.startsWith('snapshot-') && !f.startsWith('snapshot-browser-'),
  ))
    rmSync(path.join(BROWSER_DIST, old));
  writeFileSync(path.join(BROWSER_DIST, file), snapshot);
  compressBeside(path.join(BROWSER_DIST, file), snapshot, 9);
  writeFileSync(
    manifestPath,
    JSON.stringify({ file, pyodideVersion: PYODIDE_VERSION, inputs }, null, 2) + '\n',
  );
  log(`snapshot ${file} (${(snapshot.length / 2 ** 20).toFixed(1)} MiB) in ${Date.now() - started} ms`);
  return file;
}

const brotli = (buffer, quality) =>
  new Promise((resolve, reject) =>
    zlib.brotliCompress(
      buffer,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
const gzip = (buffer) =>
  new Promise((resolve, reject) =>
    zlib.gzip(buffer, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * Compressions under way (zlib's thread pool): the build goes on with its snapshots on the main
 * thread meanwhile and waits for them all at the end. A file's .br/.gz appear only when done, so an
 * interrupted build is redone (each "up to date" check asks for both).
 */
const compressions = [];
/**
 * `cache`: files whose bytes come again in later builds (Pyodide's, the browser snapshot while its
 * inputs stay the same: withFixedClocks) keep their copies between builds (compression-cache.mjs).
 */
function compressBeside(file, buffer, quality, { cache = false } = {}) {
  // An older build's copies would be served beside the new file until these are written.
  for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
  const compressed = cache
    ? [
        cachedCompression(`brotli-${quality}-w24`, buffer, (b) => brotli(b, quality), brotliDecompress),
        cachedCompression('gzip-9', buffer, gzip, gunzip),
      ]
    : [brotli(buffer, quality), gzip(buffer)];
  compressions.push(
    Promise.all(compressed).then(([br, gz]) => {
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}

/**
 * python_stdlib.zip with every entry stored (brotli over the whole archive beats per-file deflate),
 * and its core: only the files of the modules a fresh interpreter has loaded after the snapshot's
 * imports (Pyodide's own included).
 */
async function storedStdlib() {
  const { loadPyodide } = require('pyodide');
  const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR + path.sep });
  pyodide.runPython(`import ${SNAPSHOT_IMPORTS}`);
  pyodide.FS.writeFile('/tmp/in.zip', readFileSync(path.join(PYODIDE_DIR, 'python_stdlib.zip')));
  pyodide.runPython(`
import sys, zipfile
loaded = {m.__spec__.origin.split('.zip/', 1)[1] for m in list(sys.modules.values())
          if getattr(m, '__spec__', None) and (m.__spec__.origin or '').find('.zip/') > 0}
with zipfile.ZipFile('/tmp/in.zip') as src, \\
        zipfile.ZipFile('/tmp/out.zip', 'w', zipfile.ZIP_STORED) as out, \\
        zipfile.ZipFile('/tmp/core.zip', 'w', zipfile.ZIP_STORED) as core:
    for info in src.infolist():
        entry = zipfile.ZipInfo(info.filename, info.date_time)
        entry.external_attr = info.external_attr
        data = src.read(info)
        out.writestr(entry, data, compress_type=zipfile.ZIP_STORED)
        if info.filename in loaded:
            core.writestr(entry, data, compress_type=zipfile.ZIP_STORED)
`);
  return {
    full: Buffer.from(pyodide.FS.readFile('/tmp/out.zip')),
    core: Buffer.from(pyodide.FS.readFile('/tmp/core.zip')),
  };
}

/**
 * The browser's Pyodide in a folder named by its content (served immutable at /pyodide/<name>/),
 * each file beside its build-time .br (quality 11) and .gz. Returns the folder name.
 */
async function buildPyodideDir() {
  const contents = new Map();
  for (const file of PYODIDE_FILES)
    contents.set(file, file === 'python_stdlib.zip' ? null : readFileSync(path.join(PYODIDE_DIR, file)));
  contents.set(
    'pyodide.asm.mjs',
    Buffer.from(patchPyodideAsm(contents.get('pyodide.asm.mjs').toString('utf8'))),
  );
  const inputs = createHash('sha256');
  for (const file of PYODIDE_FILES) inputs.update(file).update(readFileSync(path.join(PYODIDE_DIR, file)));
  inputs
    .update(`stored-stdlib-v1\ncore-stdlib-v1 ${SNAPSHOT_IMPORTS}`)
    .update(JSON.stringify(PYODIDE_PATCHES));
  const name = `${PYODIDE_VERSION}-${inputs.digest('hex').slice(0, 12)}`;
  const dir = path.join(PYODIDE_DIST, name);
  const complete = [...PYODIDE_FILES, CORE_STDLIB].every((file) =>
    [file, `${file}.br`, `${file}.gz`].every((f) => existsSync(path.join(dir, f))),
  );
  if (complete) {
    log('pyodide up to date:', name);
    return name;
  }
  const started = Date.now();
  const stdlib = await storedStdlib();
  contents.set('python_stdlib.zip', stdlib.full);
  contents.set(CORE_STDLIB, stdlib.core);
  rmSync(PYODIDE_DIST, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of [...PYODIDE_FILES, CORE_STDLIB]) {
    writeFileSync(path.join(dir, file), contents.get(file));
    compressBeside(path.join(dir, file), contents.get(file), 11, { cache: true });
  }
  log(`pyodide ${name} written in ${Date.now() - started} ms (compressing)`);
  return name;
}

/**
 * Fills the allocator's free blocks with zeros (malloc them all, zero, free): what a freed block
 * held is useless and does not compress; zeros do (the browser snapshot: 4.5 → 4.0 MB brotli).
 * The memory may not grow meanwhile, so malloc takes every free block down to 16 bytes and then
 * fails: the snapshot keeps its size, and what is zeroed does not depend on where the last
 * allocation happened to end (stopping short of the end instead left 0.9 MB of old contents in
 * some builds, +0.16 MB brotli on the wire).
 */
function zeroFreeMemory(pyodide) {
  const module = pyodide._module;
  const size = module.HEAPU8.length;
  const blocks = [];
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = () => {
    throw new RangeError('the memory may not grow while its free blocks are zeroed');
  };
  try {
    for (let block = 1 << 22; block >= 16; block >>= 1) {
      for (let pointer = module._malloc(block); pointer; pointer = module._malloc(block)) {
        blocks.push(pointer);
        module.HEAPU8.fill(0, pointer, pointer + block);
      }
    }
  } finally {
    WebAssembly.Memory.prototype.grow = grow;
  }
  for (const pointer of blocks) module._free(pointer);
  if (module.HEAPU8.length !== size) throw new Error('zeroing free memory grew the memory');
}

/**
 * The browser's snapshot, made over the browser's (stored) standard library: zipimport keeps the
 * archive's table of contents in memory, so a snapshot only fits the exact zip it was made with.
 * The Node replays keep the snapshot above, made over Pyodide's own zip.
 */
async function buildBrowserSnapshot(pyodideDir) {
  const previous = existsSync(path.join(BROWSER_DIST, 'runner.json'))
    ? JSON.parse(readFileSync(path.join(BROWSER_DIST, 'runner.json'), 'utf8'))
    : {};
  const inputs = createHash('sha256')
    .update(
      `${pyodideDir}\n${SNAPSHOT_IMPORTS}\n${harnessCode()}\nzeroed-free-memory-v2 sparse-v1 brotli-11 harness-v1 fixed-clocks-v1 ${JSON.stringify(snapshotOptions())}`,
    )
    .digest('hex')
    .slice(0, 16);
  const done = (file) =>
    [file, `${file}.br`, `${file}.gz`].every((f) => existsSync(path.join(BROWSER_DIST, f)));
  if (previous.snapshotInputs === inputs && previous.snapshot && done(previous.snapshot)) {
    log('browser snapshot up to date:', previous.snapshot);
    return { file: previous.snapshot, inputs };
  }
  const started = Date.now();
  const { loadPyodide } = require('pyodide');
  const memory = await withFixedClocks(async () => {
    const pyodide = await loadPyodide({
      indexURL: PYODIDE_DIR + path.sep,
      stdLibURL: path.join(PYODIDE_DIST, pyodideDir, CORE_STDLIB),
      ...snapshotOptions(),
    });
    pyodide.runPython(`import ${SNAPSHOT_IMPORTS}`);
    loadHarness(pyodide);
    pyodide.runPython(SEED_RANDOM);
    pyodide.runPython('import gc\ngc.collect()');
    zeroFreeMemory(pyodide);
    return pyodide.makeMemorySnapshot();
  });
  // Sent without its long runs of zeros (tsc has built the codec the worker unpacks it with).
  const { packSparseSnapshot } = require(path.join(DIST, 'snapshot/sparse.js'));
  const snapshot = Buffer.from(packSparseSnapshot(memory));
  const hash = createHash('sha256').update(snapshot).digest('hex').slice(0, 12);
  const file = `snapshot-browser-${PYODIDE_VERSION}-${hash}.bin`;
  for (const old of readdirSync(BROWSER_DIST).filter((f) => f.startsWith('snapshot-browser-')))
    rmSync(path.join(BROWSER_DIST, old));
  writeFileSync(path.join(BROWSER_DIST, file), snapshot);
  // Quality 11 (~1 min of one core, redone only when Pyodide or the imports change).
  compressBeside(path.join(BROWSER_DIST, file), snapshot, 11, { cache: true });
  log(
    `browser snapshot ${file} (${(snapshot.length / 2 ** 20).toFixed(1)} MiB) in ${Date.now() - started} ms`,
  );
  return { file, inputs };
}

async function bundleWorkers(snapshotFile, pyodideDir, snapshotInputs) {
  const common = {
    bundle: true,
    target: 'es2022',
    alias: { '@pylands/game-engine': ENGINE_SOURCE },
    plugins: [gameTextsPlugin],
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
      gameTextsPlugin,
      {
        name: 'pyodide-from-gateway',
        setup(build) {
          build.onResolve({ filter: /^pyodide$/ }, () => ({
            path: `/pyodide/${pyodideDir}/pyodide.mjs`,
            external: true,
          }));
        },
      },
    ],
    define: {
      __PYLANDS_LOCK_INFO__: JSON.stringify(pyodideLockInfo()),
      __PYLANDS_SNAPSHOT_FILE__: JSON.stringify(snapshotFile),
      __PYLANDS_PYODIDE_DIR__: JSON.stringify(`/pyodide/${pyodideDir}/`),
    },
  });
  // The worker keeps its name (the CSP and the page name it); its .br/.gz are made here.
  compressBeside(
    path.join(BROWSER_DIST, 'worker.js'),
    readFileSync(path.join(BROWSER_DIST, 'worker.js')),
    11,
  );
  writeFileSync(
    path.join(BROWSER_DIST, 'runner.json'),
    JSON.stringify(
      { worker: 'worker.js', snapshot: snapshotFile, snapshotInputs, pyodide: pyodideDir },
      null,
      2,
    ) + '\n',
  );
  await esbuild.build({
    ...common,
    entryPoints: [path.join(PACKAGE_DIR, 'src/node/worker.ts')],
    outfile: path.join(DIST, 'node/worker.js'),
    format: 'cjs',
    platform: 'node',
    external: ['pyodide'],
    define: { __PYLANDS_LOCK_INFO__: JSON.stringify(pyodideLockInfo()) },
  });
  // The Node threads start Pyodide with the browser's start-up patches too (each replay starts one).
  const patched = patchPyodideAsm(readFileSync(path.join(PYODIDE_DIR, 'pyodide.asm.mjs'), 'utf8')).trimEnd();
  writeFileSync(path.join(DIST, 'node', NODE_PATCHED_ASM), patched);
  // And as a script (a function of the module's URL returning Pyodide's module factory), which a
  // thread can compile from the V8 code cache its process made (node/boot-kit.ts).
  const ending = 'export default _createPyodideModule;';
  if (!patched.endsWith(ending)) throw new Error(`pyodide.asm.mjs no longer ends with "${ending}"`);
  writeFileSync(
    path.join(DIST, 'node', NODE_PATCHED_SCRIPT),
    `(function (pylandsScriptUrl) {${patched.slice(0, -ending.length).replaceAll('import.meta.url', 'pylandsScriptUrl')}\nreturn _createPyodideModule;\n})`,
  );
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
const started = Date.now();
mkdirSync(BROWSER_DIST, { recursive: true });
// The Pyodide folder's and the snapshots' compressions run while the next snapshot is made.
const pyodideDir = await buildPyodideDir();
const browserSnapshot = await buildBrowserSnapshot(pyodideDir);
if (!onlyBundles) await buildSnapshot();
await bundleWorkers(browserSnapshot.file, pyodideDir, browserSnapshot.inputs);
await Promise.all(compressions);
pruneCompressionCache();
log(`done in ${Date.now() - started} ms`);
