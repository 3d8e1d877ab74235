import { Queue, type Job, type Worker } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';
import { within } from '../async/within';
import { metricsRegistry } from './metrics-registry';

/** A scrape never waits long for a Redis that is down: the queue's depth is then left out. */
const DEPTH_TIMEOUT_MS = 1000;

const depthSources = new Map<string, () => Promise<number>>();

export const queueWaiting = new Gauge({
  name: 'bullmq_queue_waiting',
  help: 'Jobs waiting for a worker, by queue (read from Redis at each scrape).',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    await Promise.all(
      [...depthSources].map(async ([queue, depth]) => {
        try {
          this.set({ queue }, await within(depth(), DEPTH_TIMEOUT_MS));
        } catch {
          this.remove({ queue });
        }
      }),
    );
  },
});

export const jobDuration = new Histogram({
  name: 'bullmq_job_duration_seconds',
  help: 'Time a worker spent on a job (each attempt), by queue.',
  labelNames: ['queue'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const jobsFailed = new Counter({
  name: 'bullmq_jobs_failed_total',
  help: 'Job attempts that failed (thrown or stalled), by queue.',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

/** Reports `queue`'s waiting jobs at each scrape (the side that adds jobs, e.g. the tips API). */
export function trackQueueDepth(queue: string, depth: () => Promise<number>): void {
  depthSources.set(queue, depth);
}

function observeAttempt(queue: string, job: Job | undefined): void {
  if (job?.processedOn && job.finishedOn)
    jobDuration.observe({ queue }, (job.finishedOn - job.processedOn) / 1000);
}

/** Times a worker's jobs, counts its failures and reports its queue's depth. */
export function observeWorker(worker: Worker): void {
  const queue = worker.name;
  worker.on('completed', (job) => observeAttempt(queue, job));
  worker.on('failed', (job) => {
    jobsFailed.inc({ queue });
    observeAttempt(queue, job);
  });
  // A Queue on the worker's own connection (shared, so closing the Queue leaves it open) counts them.
  let counter: Queue | undefined;
  trackQueueDepth(queue, () => {
    counter ??= new Queue(queue, { connection: worker.opts.connection, prefix: worker.opts.prefix });
    return counter.getWaitingCount();
  });
  worker.on('closed', () => {
    depthSources.delete(queue);
    void counter?.close().catch(() => undefined);
  });
}
