// What an attacker's 1,000 login attempts from one address cost the auth service (issue 7): the
// real service (services/auth/dist) on a throw-away PostgreSQL and Redis, with the production rate
// limits. Each attempt that gets past the limiter runs one argon2id verification (401); the others
// are refused with 429 before any hashing. Also the auth process's CPU time for the whole attack,
// in argon2 verifications' worth (HTTP handling included).
// Run by `npm run bench`; alone: node scripts/bench-login.mjs
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres, startRedis } from './testing/index.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argon2 = createRequire(path.join(ROOT, 'services/auth/package.json'))('argon2');
const ATTEMPTS = 1000;
const TARGET_HASHES = 20;
const CONCURRENCY = 8;
// The service's parameters (services/auth/src/password/password-hasher.ts).
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const TICKS_PER_SECOND = 100; // Linux USER_HZ, the unit of /proc/<pid>/stat times

/** CPU time (ms) the process has used so far, all threads. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU time of one verification with the service's parameters, median of 9, in this process. */
async function argon2VerifyMs() {
  const hash = await argon2.hash('the-real-password', ARGON2);
  const samples = [];
  for (let i = 0; i < 9; i++) {
    const before = process.cpuUsage();
    await argon2.verify(hash, `guess-${i}`);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b)[4];
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`auth exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('auth did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends `bodies` as login attempts, CONCURRENCY at a time; counts the answers by status. */
async function attack(base, bodies) {
  const statuses = {};
  let next = 0;
  const one = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'pylands' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, one));
  return statuses;
}

const postgres = await startPostgres();
const redis = await startRedis();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const auth = spawn(process.execPath, [path.join(ROOT, 'services/auth/dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_FACTOR: '1',
    // The attacker is this machine here; counted as any other address would be.
    RATE_LIMIT_LOOPBACK: 'count',
    MAILBOX_DIR: path.join(os.tmpdir(), `pylands-bench-login-mail-${process.pid}`),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(`${base}/health`, auth);
  const victim = `family-${Date.now()}@example.com`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pylands' },
    body: JSON.stringify({ email: victim, password: 'the-real-password' }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const perHash = await argon2VerifyMs();

  console.log(`\nLogin under attack: ${ATTEMPTS} wrong passwords from one address (argon2id, 19 MiB, t=2)`);
  const report = (label, statuses, cpu) => {
    const hashed = (statuses[401] ?? 0) + (statuses[200] ?? 0);
    console.log(
      `  ${label}: ${hashed} passwords checked with argon2, ${statuses[429] ?? 0} refused with 429 before hashing;` +
        ` target ≤ ${TARGET_HASHES}, ratio ${(hashed / TARGET_HASHES).toFixed(2)}`,
    );
    console.log(
      `    auth CPU for the ${ATTEMPTS} attempts: ${cpu.toFixed(0)} ms = ${(cpu / perHash).toFixed(1)} argon2 ` +
        `verifications' worth (one: ${perHash.toFixed(0)} ms; HTTP handling included)`,
    );
  };
  let before = cpuMs(auth.pid);
  const oneAccount = await attack(
    base,
    Array.from({ length: ATTEMPTS }, (_, i) => ({ email: victim, password: `guess-${i}` })),
  );
  report("against one family's account", oneAccount, cpuMs(auth.pid) - before);

  // The first round filled this address's window: the counters start again from zero (a new
  // attacker address) so the second round shows the per-address limit on its own.
  execFileSync('redis-cli', ['-u', redis.url, 'FLUSHALL'], { stdio: 'ignore' });
  before = cpuMs(auth.pid);
  const manyAccounts = await attack(
    base,
    Array.from({ length: ATTEMPTS }, (_, i) => ({ email: `someone-${i}@example.com`, password: 'guess' })),
  );
  report('against 1,000 different emails', manyAccounts, cpuMs(auth.pid) - before);
} finally {
  auth.kill('SIGTERM');
  await new Promise((resolve) => (auth.exitCode !== null ? resolve() : auth.once('exit', resolve)));
  await redis.stop();
  await postgres.stop();
}
