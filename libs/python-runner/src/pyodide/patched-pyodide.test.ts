import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import path from 'path';

// The browser's copy of Pyodide is patched at build time to start faster
// (scripts/pyodide-patches.mjs). Started from the browser's memory snapshot, it must end up exactly
// where Pyodide's own copy does: the snapshot holds function-table slots as C function pointers.
const PACKAGE_DIR = path.resolve(__dirname, '../..');
const runner = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'dist/browser/runner.json'), 'utf8'));

interface Table {
  tableLength: number;
  slots: string;
  python: string;
}

interface Started extends Table {
  /** A second start in the same realm (a server thread's next run). */
  second: Table;
}

const startFromBrowserSnapshot = (pyodideDir: string, restore: 'image' | 'full'): Started =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(__dirname, 'start-from-browser-snapshot.mjs'), pyodideDir, restore],
      {
        encoding: 'utf8',
      },
    ),
  );

describe("the browser's patched Pyodide", () => {
  // The patched copy restores the sparse image as the browser's worker does (only its head is filled
  // in: a copy that ignored it would start from empty memory); Pyodide's own gets the whole memory.
  it('starts from the browser snapshot with the same function table as Pyodide itself, twice in one realm', () => {
    const patched = startFromBrowserSnapshot(path.join(PACKAGE_DIR, 'dist/pyodide', runner.pyodide), 'image');
    const original = startFromBrowserSnapshot(path.dirname(require.resolve('pyodide/package.json')), 'full');
    expect(
      readFileSync(path.join(PACKAGE_DIR, 'dist/pyodide', runner.pyodide, 'pyodide.asm.mjs'), 'utf8'),
    ).toContain('pylandsFlushWrapBatch');
    expect(patched.python).toBe('[42, 45]');
    expect(patched.tableLength).toBe(original.tableLength);
    expect(patched.slots).toBe(original.slots);
    expect(patched.second.python).toBe('[42, 45]');
    expect(patched.second.tableLength).toBe(original.second.tableLength);
    expect(patched.second.slots).toBe(original.second.slots);
  });
});
