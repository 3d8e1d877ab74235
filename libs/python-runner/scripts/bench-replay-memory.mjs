// Replay pool memory under abuse (printed by `npm run bench`): 10 completions that allocate without
// end arrive at once at a pool like the levels service's (2 sandbox processes); prints the peak RSS
// of this process plus its sandbox processes beside the pool at rest, and how each run ended.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { RunnerPool, WASM_MEMORY_LIMIT_BYTES, WORKER_HEAP_LIMIT_MB } = require(
  path.join(PACKAGE_DIR, 'dist/index.js'),
);

const HOGS = 10;
const HOG = 'hoard = []\nwhile True:\n    hoard.append(bytearray(10 ** 6))\n';
const LEVEL = {
  map: { width: 1, height: 1, tilewidth: 16, tileheight: 16, layers: [], tilesets: [] },
  start: [0, 0],
  zoom: 1,
  items: [],
  levelGoals: [],
  constants: [],
};
const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;

/** RSS of a process (bytes), 0 when it is gone. */
function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** This process and every process below it. */
function treeRss() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const match = /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (match) parents.set(Number(entry), Number(match[1]));
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p; p = parents.get(p)) if (p === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter(inTree).reduce((sum, pid) => sum + rssOf(pid), 0);
}

const pool = new RunnerPool({ size: 2 });
await pool.ready();
const atRest = treeRss();
let peak = atRest;
const sampler = setInterval(() => (peak = Math.max(peak, treeRss())), 50);
const started = performance.now();
const results = await Promise.all(
  Array.from({ length: HOGS }, () => pool.run({ code: HOG, level: LEVEL }, { deadlineMs: 120_000 })),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, treeRss());
pool.close();

const memoryErrors = results.filter((r) => /^MemoryError/.test(r.error?.message ?? '')).length;
console.log(
  `\nReplay pool under ${HOGS} endless-allocation completions at once (2 sandbox processes; ` +
    `ceilings ${mb(WASM_MEMORY_LIMIT_BYTES)} wasm + ${WORKER_HEAP_LIMIT_MB} MB heap per worker)`,
);
console.log(
  `peak RSS ${mb(peak)} (at rest ${mb(atRest)}, target ≤ ${mb(atRest + 2 * 2 * WASM_MEMORY_LIMIT_BYTES)}, ` +
    `ratio ${(peak / (atRest + 2 * 2 * WASM_MEMORY_LIMIT_BYTES)).toFixed(2)}); ` +
    `${memoryErrors}/${HOGS} ended in MemoryError, all in ${seconds.toFixed(1)} s`,
);
