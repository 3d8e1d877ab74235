// `npm start` and `npm test` work on a fresh clone: install npm packages when they are missing or stale.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { runToEnd } from './processes.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export async function ensureNodeModules() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  console.log('[setup] installing npm packages (npm ci, from package-lock.json)');
  // Install scripts run only for the packages package.json's `allowScripts` approves.
  await runToEnd('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT });
}

/** Nx builds every package (and runs `targets` besides, e.g. typecheck, in the same schedule). */
export async function build(targets = ['build']) {
  console.log(`[setup] ${targets.join(' and ')} (cached by Nx)`);
  await runToEnd('npx', ['nx', 'run-many', '-t', ...targets, '--outputStyle=static'], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}
