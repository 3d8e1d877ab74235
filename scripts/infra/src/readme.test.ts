import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** The README's "Deploying" section, up to the next heading. */
function deployingSection(): string {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Deploying\n');
  expect(start).toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('README, Deploying: the operator’s path names what exists', () => {
  test('every file and folder it names under infra/ and scripts/ is in the repository', () => {
    const named = [...deployingSection().matchAll(/(?<![\w/.-])((?:infra|scripts)\/[\w./-]*[\w/])/g)].map(
      (m) => m[1].replace('$s', 'gateway'),
    );
    expect(named).toEqual(
      expect.arrayContaining(['infra/compose.yaml', 'infra/k8s/overlays/production', 'scripts/backup.mjs']),
    );
    // infra/.env is the operator's own copy of infra/.env.example (git-ignored).
    const missing = named.filter((file) => file !== 'infra/.env' && !existsSync(path.join(REPO_ROOT, file)));
    expect(missing).toEqual([]);
  });

  test('it builds an image for every Dockerfile but the local Paddle, and names the Secret, the Job and KEDA', () => {
    const section = deployingSection();
    const built = /for each of `([a-z\s-]+)`/.exec(section)?.[1].split(/\s+/) ?? [];
    expect(built.sort()).toEqual(['auth', 'gateway', 'levels', 'organizations', 'payments', 'tips']);
    for (const words of ['create secret generic pylands', 'job/migrate', 'KEDA', 'kubectl apply -k'])
      expect(section).toContain(words);
  });
});
