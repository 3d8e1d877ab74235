// Tips per second and latency with 1, 2 and 4 tips worker processes (built-in tutor, replaying each
// program in Pyodide as `npm start` does): a throw-away Redis, real worker processes from
// services/tips/dist, and 200 tip jobs of real wrong programs put on the queue at once per round.
// Run by `npm run bench` (after the build); alone: node scripts/bench-tips.mjs
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRedis } from './testing/start-redis.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'services/tips/package.json'));
const { Queue, QueueEvents } = require('bullmq');
const WORKER = path.join(ROOT, 'services/tips/dist/worker-main.js');
const JOBS = 200;
const P = 'from player import *\n\n';

/** Real mistakes on real levels (the tutor's unit table has the expected advice). */
const PROGRAMS = [
  ['intro-level1', `${P}move_forward(5)\n`],
  ['intro-level2', `${P}move_forward(3)\nturn_left()\nmove_forward(4)\n`],
  ['intro-level3', `${P}move_forward(2)\nmove_forward(2)\ncollect("apple")\n`],
  [
    'loops-level1',
    `${P}for i in range(3):\n    move_forward(1)\n    collect("log")\nmove_forward(1)\nbuild("bridge")\n`,
  ],
  ['operators-level1', `${P}steps = 2 * 3\nmove_forward(steps)\npush()\n`],
  ['intro-level1', `${P}move_forwad(4)\n`],
];

const job = (i) => {
  const [slug, code] = PROGRAMS[i % PROGRAMS.length];
  return {
    kind: 'level',
    request: {
      last_prompt: code,
      course_name: 'python',
      slug,
      player_position: [0, 0],
      facing_direction: [0, -1],
      error_message: null,
    },
  };
};

function startWorker(redisUrl, prefix) {
  const child = fork(WORKER, [], {
    env: {
      PATH: process.env.PATH ?? '',
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`tips worker exited with ${code}`)));
  });
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function round(redisUrl, workers) {
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const children = await Promise.all(Array.from({ length: workers }, () => startWorker(redisUrl, prefix)));
  const connection = { url: redisUrl };
  const queue = new Queue('tips', { connection, prefix });
  queue.setMaxListeners(JOBS * 2);
  const events = new QueueEvents('tips', { connection, prefix });
  await events.waitUntilReady();
  try {
    const send = async (count) => {
      const started = Date.now();
      const jobs = await queue.addBulk(
        Array.from({ length: count }, (_, i) => ({ name: 'level', data: job(i) })),
      );
      const results = await Promise.all(jobs.map((j) => j.waitUntilFinished(events, 120_000)));
      const done = Date.now();
      const latencies = await Promise.all(
        jobs.map(async (j) => {
          const finished = await queue.getJob(j.id);
          return (finished?.finishedOn ?? done) - j.timestamp;
        }),
      );
      return { seconds: (done - started) / 1000, latencies, results };
    };
    // Warm-up: every worker's Pyodide pool and the reference runs of the levels.
    await send(Math.max(PROGRAMS.length, 3 * workers));
    const { seconds, latencies, results } = await send(JOBS);
    const builtin = results.filter((r) => r.provider === 'builtin').length;
    console.log(
      `  ${workers} worker${workers === 1 ? ' ' : 's'}: ${(JOBS / seconds).toFixed(1)} tips/s` +
        ` (${JOBS} at once), latency median ${median(latencies)} ms, p95 ${p95(latencies)} ms` +
        (builtin === JOBS ? '' : `, ${JOBS - builtin} not from the built-in tutor`),
    );
  } finally {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await Promise.allSettled([queue.close(), events.close()]);
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

const redis = await startRedis();
try {
  console.log(
    `\nTips (built-in tutor, each program replayed in Pyodide; worker processes on one queue; load average ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const workers of [1, 2, 4]) await round(redis.url, workers);
} finally {
  await redis.stop();
}
