/** Where a shared level is played: the play route with its creator's id (doc 1 §2). */
export function creativePlayPath(level: { course_id: string; user_id: string; level_slug: string }): string {
  return `play/${level.course_id}/${level.user_id}/${level.level_slug}`;
}

/** One creator's page of public levels. */
export function creatorPath(creatorUserId: string): string {
  return `creative-levels/creator/${creatorUserId}`;
}

/** The level creator's index, where a new level starts. */
export const LEVEL_CREATOR_PATH = 'level-creator';
