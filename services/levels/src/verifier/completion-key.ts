import { createHash } from 'crypto';
import type { CompletionVerifyJob } from '@pylands/contracts';

/**
 * One claimed completion's identity: the student, the level and the run (code, seed, answers). It
 * is the verifier job's id and the key of its receipt, so the same completion sent twice (a retry
 * after a lost answer) is replayed and recorded once. Hex only: BullMQ ids may not hold ':'.
 */
export function completionKey(job: CompletionVerifyJob): string {
  const run = [
    job.student_id,
    job.course_id,
    job.level_slug,
    job.code,
    job.seed ?? null,
    job.answers ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(run)).digest('hex');
}
