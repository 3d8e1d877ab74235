import { createHash } from 'crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import path from 'path';
import { brotliCompressSync, gzipSync } from 'zlib';
import type { GatewayOptions } from './config';

/** Content-hashed names: main.3f2a9c1b.js, snapshot-314.0.7-a24f99abfb3d.bin, 123.abcdef12.chunk.js */
export const HASHED_NAME = /[.-][0-9a-f]{8,}\.[A-Za-z0-9.]+$/;
/** Folders named by their content: Pyodide's /pyodide/314.0.7-0123456789ab/. */
export const HASHED_FOLDER = /^[0-9][\w.]*-[0-9a-f]{8,}$/;

/** One Workbox precache entry; `revision: null` when the URL itself changes with the content. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// Fonts are left to the HTTP cache: the flag font is fetched only where a platform lacks flags.
const SKIPPED = /\.(map|br|gz|woff2)$|\.LICENSE\.txt$|^sw\.js$|^\./;

function filesUnder(root: string, dir = ''): string[] {
  const folder = path.join(root, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const relative = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(root, relative);
    return SKIPPED.test(name) ? [] : [relative];
  });
}

function entriesFor(prefix: string, root: string, files = filesUnder(root)): PrecacheEntry[] {
  return files.map((file) => {
    const versioned =
      HASHED_NAME.test(path.basename(file)) ||
      `${prefix}${file}`
        .split('/')
        .slice(0, -1)
        .some((d) => HASHED_FOLDER.test(d));
    return {
      url: prefix + file,
      revision: versioned
        ? null
        : createHash('sha256')
            .update(readFileSync(path.join(root, file)))
            .digest('hex')
            .slice(0, 16),
    };
  });
}

/**
 * Pyodide files the browser does not load at start: the whole standard library (it starts on its
 * core, python_stdlib_core.zip) and the package lock (the worker passes one without packages).
 */
const NOT_AT_START = /\/(python_stdlib\.zip|pyodide-lock\.json)$/;

interface RunnerManifest {
  worker?: string;
  snapshot?: string;
  pyodide?: string;
}

/**
 * What the service worker keeps for offline play: the shell, the play remote (when this gateway
 * serves it), the runner (worker, snapshot, Pyodide) and the art. The levels of the current chapter
 * are cached at run time, as the play screen reads them.
 */
export function precacheManifest(options: GatewayOptions): PrecacheEntry[] {
  const entries = entriesFor('/', options.shellDir);
  if (options.remoteUrls.mfe_play === '/remotes/mfe-play/remoteEntry.js' && options.remoteDirs['mfe-play'])
    entries.push(
      // A remote's main.js is its standalone entry: the shell loads remoteEntry.js instead.
      ...entriesFor('/remotes/mfe-play/', options.remoteDirs['mfe-play']).filter(
        (entry) => entry.url !== '/remotes/mfe-play/main.js',
      ),
    );
  const runnerManifestFile = path.join(options.runnerDir, 'runner.json');
  const runner: RunnerManifest = existsSync(runnerManifestFile)
    ? (JSON.parse(readFileSync(runnerManifestFile, 'utf8')) as RunnerManifest)
    : {};
  entries.push(
    ...entriesFor(
      '/runner/',
      options.runnerDir,
      [runner.worker, runner.snapshot].filter(
        (file): file is string => !!file && existsSync(path.join(options.runnerDir, file)),
      ),
    ),
  );
  if (runner.pyodide && existsSync(path.join(options.pyodideDir, runner.pyodide)))
    entries.push(
      ...entriesFor(`/pyodide/${runner.pyodide}/`, path.join(options.pyodideDir, runner.pyodide)).filter(
        // The whole standard library is fetched (and kept) only when a program imports beyond the core.
        (entry) => !NOT_AT_START.test(entry.url),
      ),
    );
  entries.push(...entriesFor('/assets/', options.assetsDir));
  // The remotes' addresses too: a new configuration is a new service worker.
  entries.push({
    url: '/remotes.json',
    revision: createHash('sha256').update(JSON.stringify(options.remoteUrls)).digest('hex').slice(0, 16),
  });
  return entries;
}

/** The built service worker with its precache list written in (Workbox's injectManifest, at start). */
export interface ServiceWorkerScript {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function serviceWorkerScript(options: GatewayOptions): ServiceWorkerScript | null {
  const file = path.join(options.shellDir, 'sw.js');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  const manifest = JSON.stringify(precacheManifest(options));
  const identity = Buffer.from(source.split('self.__WB_MANIFEST').join(manifest));
  return {
    identity,
    br: brotliCompressSync(identity),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('hex').slice(0, 24)}"`,
  };
}
