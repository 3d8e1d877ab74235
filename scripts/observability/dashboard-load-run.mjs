#!/usr/bin/env node
// The dashboard from a load run: the stack (real PostgreSQL) with its metrics listeners, a real
// Prometheus scraping every process, a short classroom-like load through the gateway (sign-ups,
// course and level reads, runs, completions replayed by levels, tips), then the dashboard rendered
// from Prometheus and screenshot.  node scripts/observability/dashboard-load-run.mjs [--seconds 90]
//   [--students 24] [--out /work/shots/obs/dashboard.png]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/processes.mjs';
import { startStack } from '../lib/stack.mjs';
import { startPostgres } from '../testing/index.mjs';
import { startPrometheus, waitForTargetsUp } from './prometheus.mjs';
import { renderDashboard } from './render-dashboard.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const CSRF = { 'X-Requested-With': 'pylands', 'content-type': 'application/json' };
const CHAPTER_ONE = [1, 2, 3, 4, 5, 6, 7].map((n) => `intro-level${n}`);

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '90' },
    students: { type: 'string', default: '24' },
    out: { type: 'string', default: '/work/shots/obs/dashboard.png' },
  },
});

/** A family's browser: its cookies (the session), JSON calls through the gateway. */
function client(base) {
  const jar = new Map();
  return async (method, url, body) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(base + url, {
      method,
      headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** The simulated families' password: made for each run, so no password sits in the repository. */
const FAMILY_PASSWORD = randomBytes(12).toString('base64url');

async function student(base, i) {
  const call = client(base);
  await call('POST', '/api/auth/signup', {
    email: `load-${Date.now()}-${i}@example.com`,
    password: FAMILY_PASSWORD,
  });
  const added = await call('POST', '/api/profile/students', { username: `pupil${i}` });
  await call('POST', `/api/auth/choose_student/${added.body.id}`);
  return call;
}

const solution = (slug) =>
  readFileSync(path.join(ROOT, 'libs/content/courses/python', slug, 'solution.py'), 'utf8');

/** One student's play until the deadline: reads, runs, completions of chapter 1 in order, tips. */
async function play(call, deadline, counts) {
  let next = 0;
  while (Date.now() < deadline) {
    const slug = CHAPTER_ONE[next % CHAPTER_ONE.length];
    const calls = [
      call('GET', '/api/level/course/python'),
      call('GET', `/api/level/data/python/${slug}`),
      call('POST', `/api/level/update/${slug}`, {
        last_status: 'in_progress',
        last_code_executed: 'move_forward(1)\n',
        level_slug: slug,
        course_id: 'python',
      }),
    ];
    for (const { status } of await Promise.all(calls)) counts[status] = (counts[status] ?? 0) + 1;
    const done = await call('POST', `/api/level/update/${slug}`, {
      last_status: 'complete',
      last_code_executed: solution(slug),
      level_slug: slug,
      course_id: 'python',
    });
    counts[done.status] = (counts[done.status] ?? 0) + 1;
    if (next % 3 === 0) {
      const tip = await call('POST', '/api/chatgpt/generate-tip-level-async', {
        last_prompt: 'move_forward(5)\n',
        slug,
        error_message: 'You bumped into a wall.',
      });
      counts[tip.status] = (counts[tip.status] ?? 0) + 1;
    }
    next += 1;
  }
}

const postgres = await startPostgres();
process.env.DATABASE_URL = postgres.url;
process.env.RATE_LIMIT_FACTOR ??= '1000';
const ports = {};
for (const name of [
  'PORT',
  'AUTH_PORT',
  'LEVELS_PORT',
  'TIPS_PORT',
  'ORGANIZATIONS_PORT',
  'PAYMENTS_PORT',
  'METRICS_PORT',
  'WORKER_METRICS_PORT',
])
  process.env[name] = String((ports[name] = await freePort()));
const stack = await startStack({
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'pylands-obs-')),
  quiet: true,
  redisPort: await freePort(),
});
const host = (name) => `127.0.0.1:${ports[name]}`;
const prometheus = await startPrometheus({
  targets: {
    gateway: [host('METRICS_PORT')],
    services: ['AUTH_PORT', 'LEVELS_PORT', 'TIPS_PORT', 'ORGANIZATIONS_PORT', 'PAYMENTS_PORT'].map(host),
    'tips-worker': [host('WORKER_METRICS_PORT')],
  },
});
try {
  await waitForTargetsUp(prometheus.url, 7);
  const start = Math.floor(Date.now() / 1000);
  const base = `http://127.0.0.1:${ports.PORT}`;
  const students = await Promise.all(
    Array.from({ length: Number(values.students) }, (_, i) => student(base, i)),
  );
  const counts = {};
  const deadline = Date.now() + Number(values.seconds) * 1000;
  await Promise.all(students.map((call) => play(call, deadline, counts)));
  // Two more scrapes after the load, so the last rates are in Prometheus.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const end = Math.floor(Date.now() / 1000);
  console.log(
    `load: ${students.length} students for ${values.seconds} s, answers by status ${JSON.stringify(counts)}`,
  );
  const written = await renderDashboard({
    prometheus: prometheus.url,
    start,
    end,
    step: 2,
    rateInterval: '15s',
    out: path.resolve(values.out),
  });
  console.log(`dashboard: ${written.png}`);
} finally {
  await prometheus.stop();
  await stack.stop();
  await postgres.stop();
}
