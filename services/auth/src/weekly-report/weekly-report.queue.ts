import { z } from 'zod';

/** The BullMQ queue of weekly summary runs: the repeatable Monday run and one-off runs (CLI). */
export const WEEKLY_REPORT_QUEUE = 'weekly-report';
/** The job scheduler's id: one per deployment, however many replicas upsert it. */
export const WEEKLY_REPORT_SCHEDULER = 'weekly-report';

export const weeklyRunJobSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

/** A run that could not reach levels for some parents is retried; the sent log skips the others. */
export const WEEKLY_RUN_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: 100,
  removeOnFail: 100,
} as const;
