import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const LOCALES_DIR = path.join(ROOT, 'shared-ui/locales');

/** The front ends whose components must take their texts from the locale files. */
export function frontEndDirs(root = ROOT): string[] {
  const remotes = fs.readdirSync(root).filter((d) => d.startsWith('mfe-'));
  return ['shell/src', 'shared-ui/src', ...remotes.map((d) => `${d}/src`)];
}

/** Every source that may look a text up: the front ends, the libraries and the services. */
export function keyUserDirs(root = ROOT): string[] {
  const inside = (parent: string) =>
    fs.existsSync(path.join(root, parent))
      ? fs.readdirSync(path.join(root, parent)).map((d) => `${parent}/${d}/src`)
      : [];
  return [...frontEndDirs(root), ...inside('libs'), ...inside('services')];
}

export function readLocale(file: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Source files under `dirs` (tests, fixtures and type declarations excluded: no user sees them). */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', '__fixtures__'].includes(entry.name)) walk(full);
      } else if (
        /\.(tsx?|[cm]?js)$/.test(entry.name) &&
        !/\.(test|spec|fixture)\.|\.d\.ts$/.test(entry.name)
      ) {
        out.push(full);
      }
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return out.sort();
}
