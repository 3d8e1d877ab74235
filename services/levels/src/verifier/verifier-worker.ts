import {
  createLogger,
  createRedisConnection,
  observeWorker,
  runJobInTrace,
  type ServiceConfig,
  type ServiceLogger,
} from '@pylands/common';
import {
  COMPLETION_VERIFY_QUEUE,
  completionVerifyJobSchema,
  jobRequestId,
  type CompletionVerdict,
  type CompletionVerifyJob,
} from '@pylands/contracts';
import type { RunnerPool } from '@pylands/python-runner';
import { hostname } from 'os';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { VerifierConfig } from './verifier-config';
import { verifyCompletion } from './verify-completion';

export interface VerifierWorkerHandle {
  worker: Worker<CompletionVerifyJob, CompletionVerdict>;
  close(): Promise<void>;
}

/**
 * A verifier: takes completion jobs from the shared queue and replays each on `pool`, as many at a
 * time as the pool has runtimes. Any number of these may run (in levels processes and in
 * verifier-main processes); a job whose worker dies is found stalled when its lock runs out and
 * given to another worker.
 */
export function startVerifierWorker(
  service: ServiceConfig,
  verifier: VerifierConfig,
  pool: RunnerPool,
  log: ServiceLogger = createLogger('verifier'),
): VerifierWorkerHandle {
  const connection = createRedisConnection(service.redisUrl, 'worker', 'verifier');
  const worker = new Worker<CompletionVerifyJob, CompletionVerdict>(
    COMPLETION_VERIFY_QUEUE,
    // The job's span joins the trace of the level/update call that queued it.
    async (job: Job<CompletionVerifyJob, CompletionVerdict>) =>
      runJobInTrace(COMPLETION_VERIFY_QUEUE, job, async () => {
        const parsed = completionVerifyJobSchema.safeParse(job.data);
        // A malformed job can never succeed: failed at once, not retried.
        if (!parsed.success) throw new UnrecoverableError('malformed completion job');
        const requestId = jobRequestId(job.data);
        const started = Date.now();
        const verdict = await verifyCompletion(pool, parsed.data);
        log.info(
          {
            ...(requestId ? { request_id: requestId } : {}),
            jobId: job.id,
            complete: verdict.complete,
            ms: Date.now() - started,
          },
          'completion verified',
        );
        return verdict;
      }),
    {
      connection,
      // Kept on each job as processedBy: which process replayed it.
      name: `${hostname()}-${process.pid}`,
      prefix: service.queuePrefix,
      concurrency: pool.size,
      lockDuration: verifier.lockMs,
      stalledInterval: Math.max(250, Math.floor(verifier.lockMs / 2)),
      // A program that kills its worker twice is not given a third.
      maxStalledCount: 1,
    },
  );
  observeWorker(worker);
  worker.on('error', (error) => log.warn({ error: error.message }, 'verifier error'));
  worker.on('failed', (job, error) =>
    log.warn(
      { jobId: job?.id, request_id: jobRequestId(job?.data), error: error.message },
      'verification failed',
    ),
  );
  log.info({ concurrency: pool.size }, 'verifier started');
  return {
    worker,
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
  };
}
