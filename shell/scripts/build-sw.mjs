// After webpack: bundle the Workbox service worker to dist/sw.js. The gateway writes the precache
// list into it when serving /sw.js, so the list always matches the files it serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const SHELL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await esbuild.build({
  entryPoints: [path.join(SHELL_DIR, 'sw/sw.ts')],
  outfile: path.join(SHELL_DIR, 'dist/sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
});
