import {
  createLogger,
  createRedisConnection,
  loadConfig,
  observeWorker,
  runJobInTrace,
  trackTipsPool,
  type ServiceConfig,
  type ServiceLogger,
} from '@pylands/common';
import { jobRequestId } from '@pylands/contracts';
import { RunnerPool } from '@pylands/python-runner';
import { Worker, type Job } from 'bullmq';
import { loadTipsConfig, TIPS_QUEUE, type TipsConfig } from '../config/tips-config';
import { BuiltinTipProvider } from '../providers/builtin-provider';
import { OpenAiTipProvider } from '../providers/openai-provider';
import type { TipProvider } from '../providers/tip-provider';
import type { TipJob, TipJobResult } from '../tips/tip-job';
import { withReferenceSolution } from '../tutor/challenge-reference';
import { ReplayFacts } from '../tutor/replay-facts';

export interface TipWorkerHandle {
  worker: Worker<TipJob, TipJobResult>;
  close(): Promise<void>;
}

/** Answers one job: the configured provider, falling back to the built-in tutor when OpenAI fails. */
export async function answerTipJob(
  job: TipJob,
  primary: TipProvider,
  builtin: TipProvider,
  log: ServiceLogger = createLogger('tips-worker'),
): Promise<TipJobResult> {
  // A job queued before the API counted tips: tell, as every tip did then.
  const earlierTips = job.earlierTips ?? 1;
  const ask = (provider: TipProvider) =>
    job.kind === 'level'
      ? provider.levelTip(job.request, earlierTips)
      : provider.challengeTip(withReferenceSolution(job.request), earlierTips);
  if (primary === builtin) return { tip: await ask(builtin), provider: builtin.name };
  try {
    return { tip: await ask(primary), provider: primary.name };
  } catch (error) {
    log.warn({ provider: primary.name, error: String(error) }, 'provider failed, built-in tutor answers');
    return { tip: await ask(builtin), provider: builtin.name };
  }
}

/**
 * A tips worker: takes jobs from the shared BullMQ queue. Any number of these processes may run; a
 * job whose worker dies is found stalled when its lock runs out and given to another worker.
 */
export function startTipWorker(
  service: ServiceConfig = loadConfig(),
  tips: TipsConfig = loadTipsConfig(),
  log: ServiceLogger = createLogger('tips-worker'),
): TipWorkerHandle {
  // Tips are advice, checked before they are shown: a worker's Pyodide is reused across programs
  // (each still runs in the sandbox process), unlike level replays, which must be trustworthy.
  const pool = tips.replay ? new RunnerPool({ size: tips.replayPoolSize, recycleAfterRun: false }) : null;
  pool?.ready().then(
    () => log.info('replay pool ready'),
    (error: unknown) => log.error({ error: String(error) }, 'replay pool failed'),
  );
  const builtin = new BuiltinTipProvider(pool ? new ReplayFacts(pool) : null);
  const primary = tips.openai ? new OpenAiTipProvider(tips.openai) : builtin;
  const connection = createRedisConnection(service.redisUrl, 'worker');
  const worker = new Worker<TipJob, TipJobResult>(
    TIPS_QUEUE,
    // The job's lines carry the request id of the API call that asked for the tip; its span, that call's trace.
    async (job: Job<TipJob, TipJobResult>) =>
      runJobInTrace(TIPS_QUEUE, job, () => {
        const requestId = jobRequestId(job.data);
        const jobLog = log.child(requestId ? { request_id: requestId } : {});
        jobLog.info({ jobId: job.id, kind: job.data.kind }, 'tip job');
        return answerTipJob(job.data, primary, builtin, jobLog);
      }),
    {
      connection,
      prefix: service.queuePrefix,
      concurrency: tips.concurrency,
      lockDuration: tips.lockMs,
      stalledInterval: Math.max(250, Math.floor(tips.lockMs / 2)),
      maxStalledCount: 2,
    },
  );
  observeWorker(worker);
  if (pool) trackTipsPool(() => ({ idle: pool.idle, running: pool.running, queued: pool.queued }));
  worker.on('error', (error) => log.warn({ error: error.message }, 'worker error'));
  worker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, request_id: jobRequestId(job?.data), error: error.message }, 'tip failed'),
  );
  log.info({ provider: primary.name, concurrency: tips.concurrency }, 'tips worker started');
  return {
    worker,
    close: async () => {
      await worker.close();
      pool?.close();
      connection.disconnect();
    },
  };
}
