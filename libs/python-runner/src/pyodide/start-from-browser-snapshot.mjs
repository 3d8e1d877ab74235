// Starts a copy of Pyodide (argv[2]: its folder) in Node from the browser's memory snapshot, as the
// browser worker does (argv[3] 'image': the patched restore from a sparse image; 'full': unpacked), and prints what a start must reproduce exactly: the function table (which
// slots hold a function, and its arity) and Python calling into JavaScript. Used by
// patched-pyodide.test.ts to compare the browser's patched copy with Pyodide's own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const pyodideDir = path.resolve(process.argv[2]) + path.sep;
const runner = JSON.parse(readFileSync(path.join(DIST, 'browser/runner.json'), 'utf8'));
const { sparseSnapshotImage, unpackSparseSnapshot } = require(path.join(DIST, 'snapshot/sparse.js'));
const packed = readFileSync(path.join(DIST, 'browser', runner.snapshot));
const packedBuffer = packed.buffer.slice(packed.byteOffset, packed.byteOffset + packed.length);
const snapshotOf = () =>
  process.argv[3] === 'image' ? sparseSnapshotImage(packedBuffer) : unpackSparseSnapshot(packedBuffer);

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, 'pyodide.mjs')).href);
const start = () =>
  loadPyodide({
    indexURL: pyodideDir,
    stdLibURL: path.join(DIST, 'pyodide', runner.pyodide, 'python_stdlib_core.zip'),
    _loadSnapshot: snapshotOf(),
  });
const tableOf = (pyodide) => {
  const table = pyodide._module.wasmTable;
  let slots = '';
  for (let i = 0; i < table.length; i += 1) {
    const entry = table.get(i);
    slots += entry ? String(Math.min(entry.length, 9)) : '.';
  }
  return { tableLength: table.length, slots };
};
globalThis.pylandsDouble = (n) => n * 2;
const python = (pyodide) =>
  pyodide.runPython('import js, json\njson.dumps([js.pylandsDouble(21), sum(range(10))])');
// Started twice in one realm, as a server thread starts a fresh Pyodide for each run: the second
// start (the patched copy replays the first one's links) must end where Pyodide's own does too.
const first = await start();
const second = await start();
console.log(
  JSON.stringify({
    ...tableOf(first),
    python: python(first),
    second: { ...tableOf(second), python: python(second) },
  }),
);
