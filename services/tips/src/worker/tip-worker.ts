import { createRedisConnection, loadConfig, type ServiceConfig } from '@pylands/common';
import { RunnerPool } from '@pylands/python-runner';
import { Worker, type Job } from 'bullmq';
import { loadTipsConfig, TIPS_QUEUE, type TipsConfig } from '../config/tips-config';
import { BuiltinTipProvider } from '../providers/builtin-provider';
import { OpenAiTipProvider } from '../providers/openai-provider';
import type { TipProvider } from '../providers/tip-provider';
import type { TipJob, TipJobResult } from '../tips/tip-job';
import { ReplayFacts } from '../tutor/replay-facts';

export interface TipWorkerHandle {
  worker: Worker<TipJob, TipJobResult>;
  close(): Promise<void>;
}

function log(level: string, message: string, extra: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  console.log(JSON.stringify({ level, context: 'tips-worker', pid: process.pid, message, ...extra }));
}

/** Answers one job: the configured provider, falling back to the built-in tutor when OpenAI fails. */
export async function answerTipJob(
  job: TipJob,
  primary: TipProvider,
  builtin: TipProvider,
): Promise<TipJobResult> {
  const ask = (provider: TipProvider) =>
    job.kind === 'level' ? provider.levelTip(job.request) : provider.challengeTip(job.request);
  if (primary === builtin) return { tip: await ask(builtin), provider: builtin.name };
  try {
    return { tip: await ask(primary), provider: primary.name };
  } catch (error) {
    log('warn', 'provider failed, built-in tutor answers', { provider: primary.name, error: String(error) });
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
): TipWorkerHandle {
  // Tips are advice, checked before they are shown: a worker's Pyodide is reused across programs
  // (each still runs in the sandbox process), unlike level replays, which must be trustworthy.
  const pool = tips.replay ? new RunnerPool({ size: tips.replayPoolSize, recycleAfterRun: false }) : null;
  pool?.ready().then(
    () => log('info', 'replay pool ready'),
    (error: unknown) => log('error', 'replay pool failed', { error: String(error) }),
  );
  const builtin = new BuiltinTipProvider(pool ? new ReplayFacts(pool) : null);
  const primary = tips.openai ? new OpenAiTipProvider(tips.openai) : builtin;
  const connection = createRedisConnection(service.redisUrl, 'worker');
  const worker = new Worker<TipJob, TipJobResult>(
    TIPS_QUEUE,
    async (job: Job<TipJob, TipJobResult>) => answerTipJob(job.data, primary, builtin),
    {
      connection,
      prefix: service.queuePrefix,
      concurrency: tips.concurrency,
      lockDuration: tips.lockMs,
      stalledInterval: Math.max(250, Math.floor(tips.lockMs / 2)),
      maxStalledCount: 2,
    },
  );
  worker.on('error', (error) => log('warn', 'worker error', { error: error.message }));
  worker.on('failed', (job, error) => log('warn', 'tip failed', { jobId: job?.id, error: error.message }));
  log('info', 'tips worker started', { provider: primary.name, concurrency: tips.concurrency });
  return {
    worker,
    close: async () => {
      await worker.close();
      pool?.close();
      connection.disconnect();
    },
  };
}
