// Compressed copies of build outputs kept between builds on this machine, named by what they
// compress (as npm keeps its downloads): Pyodide's files are the same in every build, and their
// brotli at quality 11 is ~40 s of one core. A fresh machine, or a changed file, compresses once.
// PYLANDS_BUILD_CACHE=<folder> moves the cache; PYLANDS_BUILD_CACHE=off turns it off.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** Entries not used for this long are removed at the end of a build. */
const UNUSED_DAYS = 14;

const setting = process.env.PYLANDS_BUILD_CACHE;
const CACHE_DIR =
  setting === 'off' ? null : setting || path.join(os.homedir(), '.cache', 'pylands', 'compressed');

/**
 * `compress(buffer)`'s result, from the cache when an earlier build made it from the same bytes with
 * the same `recipe` (and zlib's versions). A hit is decompressed and compared before it is used:
 * a damaged entry is made again, never served.
 */
export async function cachedCompression(recipe, buffer, compress, decompress) {
  if (!CACHE_DIR) return compress(buffer);
  const key = createHash('sha256')
    .update(`${recipe} zlib ${process.versions.zlib} brotli ${process.versions.brotli}\n`)
    .update(buffer)
    .digest('hex');
  const file = path.join(CACHE_DIR, key);
  try {
    const hit = readFileSync(file);
    if (decompress(hit).equals(buffer)) {
      const now = new Date();
      utimesSync(file, now, now);
      return hit;
    }
  } catch {
    // not cached yet, or damaged: made below
  }
  const made = await compress(buffer);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole under a temporary name first: a build stopped midway leaves no half entry.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, made);
    renameSync(partial, file);
  } catch {
    // a cache that cannot be written only costs the next build the compression
  }
  return made;
}

export const brotliDecompress = (buffer) => zlib.brotliDecompressSync(buffer);
export const gunzip = (buffer) => zlib.gunzipSync(buffer);

/** Removes what no build has used for UNUSED_DAYS, partial entries of stopped builds included. */
export function pruneCompressionCache() {
  if (!CACHE_DIR) return;
  const oldest = Date.now() - UNUSED_DAYS * 24 * 3600 * 1000;
  let entries;
  try {
    entries = readdirSync(CACHE_DIR);
  } catch {
    return; // nothing cached yet
  }
  for (const entry of entries) {
    const file = path.join(CACHE_DIR, entry);
    try {
      if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
    } catch {
      // removed meanwhile by another build
    }
  }
}
