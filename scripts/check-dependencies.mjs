// Part of `npm run lint`: one pinning policy. Every package.json names exact versions; workspace
// packages (@pylands/*) are `*`. The lockfile pins everything else.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const manifests = [
  'package.json',
  ...root.workspaces.flatMap((w) => globSync(`${w}/package.json`, { cwd: ROOT })),
];
const EXACT = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const problems = [];
for (const file of manifests) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      const ok = name.startsWith('@pylands/') ? spec === '*' : EXACT.test(spec);
      if (!ok) problems.push(`${file}: ${field}.${name} is "${spec}" (pin an exact version)`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`dependencies: ${manifests.length} package.json files, every version exact`);
