import path from 'path';

// Content lives beside src/ and dist/, so the same relative path works from sources under jest and
// from the compiled package.
export const PACKAGE_ROOT = path.join(__dirname, '..', '..');
export const COURSES_DIR = path.join(PACKAGE_ROOT, 'courses');
/** Tilesets and sprites; the gateway serves this folder at /assets/. */
export const ASSETS_DIR = path.join(PACKAGE_ROOT, 'assets');
