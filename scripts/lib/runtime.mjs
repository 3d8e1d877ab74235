// Pylands runs on Node.js 24 LTS. A machine whose `node` is another version (Debian's is 20) gets
// Node 24 from the npm registry (the `node-<platform>-<arch>` package holds the official binary),
// kept in `.runtime/`; the script then runs again under it, with it first on PATH so that npm, npx,
// Nx, Jest, Playwright and every service started below use it too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const NODE_VERSION = '24.21.0';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function runtimeBin() {
  return path.join(ROOT, '.runtime/node_modules', `node-${process.platform}-${process.arch}`, 'bin');
}

/** Returns when this process runs on Node 24; otherwise runs the same command under Node 24 and exits with its code. */
export async function ensureNode24() {
  if (process.versions.node.split('.')[0] === NODE_VERSION.split('.')[0]) return;
  const bin = runtimeBin();
  if (!existsSync(path.join(bin, 'node'))) {
    console.log(
      `[setup] Node.js ${process.versions.node} found; installing Node.js ${NODE_VERSION} into .runtime/`,
    );
    const pkg = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
    const args = ['install', '--prefix', path.join(ROOT, '.runtime'), '--no-save', '--no-package-lock'];
    const result = spawnSync('npm', [...args, '--no-audit', '--no-fund', pkg], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Could not install ${pkg} from the npm registry`);
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  // The child shares the terminal's process group (Ctrl-C reaches it); a signal sent to us alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
