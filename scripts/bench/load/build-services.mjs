// Builds only what the stack runs (the services, PGlite's server and the libraries they use; Nx
// caches): the load test needs no front end.
import { ROOT } from '../../lib/install.mjs';
import { runToEnd } from '../../lib/processes.mjs';

const PROJECTS = [
  'auth',
  'levels',
  'tips',
  'organizations',
  'payments',
  'paddle-local',
  'gateway',
  'pglite-server',
];

export async function buildServices() {
  console.log('[setup] building the services (cached by Nx)');
  await runToEnd(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      `--projects=${PROJECTS.map((p) => `@pylands/${p}`).join(',')}`,
      '--outputStyle=static',
    ],
    { cwd: ROOT, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
}
