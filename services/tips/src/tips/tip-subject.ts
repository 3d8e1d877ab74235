import { createHash } from 'node:crypto';
import { challengeByDescription, descriptionKey } from '../tutor/challenge-reference';
import type { TipJob } from './tip-job';

/**
 * What a child's tips are counted under, so the first tip there teaches: a level as course/slug,
 * one of our challenges as `challenge:<slug>` (found by its description, the §7 payload names no
 * challenge), any other description as `challenge:#` and a hash of it.
 */
export function tipSubjectOf(job: TipJob): string {
  if (job.kind === 'level') return `${job.request.course_name}/${job.request.slug}`;
  const challenge = challengeByDescription(job.request.description);
  if (challenge) return `challenge:${challenge.slug}`;
  const hash = createHash('sha256').update(descriptionKey(job.request.description)).digest('hex');
  return `challenge:#${hash.slice(0, 32)}`;
}
