import type { CourseData } from '@pylands/contracts';
import { levelSequence } from './level-sequence';

export type CompletionDialogKind =
  'level-complete' | 'final-level-complete' | 'course-complete' | 'creative-complete';

/** Creative mode: the level creator's levels (doc 2 §2). */
export function isCreativeSlug(slug: string): boolean {
  return slug === 'creative' || slug === 'creative-01';
}

/**
 * Which dialog opens when a level is finished (doc 1 §4, doc 2 §4): the last level of the last
 * chapter gives course-complete when everything else is done (never in a userId view) and
 * final-level-complete when not; any other level gives level-complete. Counts treat the finished
 * level as complete even if the refreshed course data has not arrived yet.
 */
export function completionDialogFor(
  course: CourseData | null,
  slug: string,
  options: { viewingOtherUser: boolean },
): CompletionDialogKind {
  if (isCreativeSlug(slug)) return 'creative-complete';
  if (!course) return 'level-complete';
  const levels = levelSequence(course);
  const last = levels[levels.length - 1];
  if (!last || last.slug !== slug) return 'level-complete';
  const othersDone = levels.every((l) => l.slug === slug || l.completed);
  if (othersDone) return options.viewingOtherUser ? 'level-complete' : 'course-complete';
  return 'final-level-complete';
}

/** After level-complete closes, course-complete follows when every level is now complete. */
export function courseCompleteAfter(course: CourseData | null, slug: string): boolean {
  if (!course) return false;
  return levelSequence(course).every((l) => l.slug === slug || l.completed);
}

/** The level whose arrival opens the certificate dialog (doc 1 §4). */
export const CERTIFICATE_LEVEL = 'intro-level4';

/**
 * The chapter quiz a completion dialog offers: every dialog of a won chapter level, including the
 * final-level and course-complete ones of the last chapter (issue 23); never the creative one, and
 * none once the dialog has closed (the course-complete dialog that follows a level-complete one).
 */
export function quizOfferIn(kind: CompletionDialogKind | null, quizPath: string | null): string | null {
  return kind && kind !== 'creative-complete' ? quizPath : null;
}
