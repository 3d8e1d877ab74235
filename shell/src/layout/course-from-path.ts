/** The course the sidebar shows: the one in a /{lng}/play/{courseId}/… path, else python. */
export function courseFromPath(pathname: string): string {
  const [, , section, courseId] = pathname.split('/');
  return (section === 'play' || section === 'quiz') && courseId ? courseId : 'python';
}

/**
 * A user's level at /{lng}/play/{courseId}/{userId}/{levelSlug} (a student's attempt watched, or a
 * creator's level played) has no side panel (doc 2 §6): the course's chapters are not what it shows.
 */
export function hidesSidebar(pathname: string): boolean {
  const [, , section, courseId, userId, levelSlug] = pathname.split('/');
  return section === 'play' && !!courseId && !!userId && !!levelSlug;
}
