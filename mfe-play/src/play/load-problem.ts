/**
 * Doc 2 §8 / doc 1 §8, for the play screen: a course or level fetch that fails shows 'Failed to
 * load game data'; an answer without the course or the level shows 'Failed to load course or
 * level data'; a level that does not exist (404) shows 'No data'. 401, 402 and 403 on the level
 * keep their own handling (login, purchase, the server's notice) and are not decided here.
 */
export type LoadProblem = 'play.failedToLoad' | 'play.failedCourseOrLevel' | 'play.noData';

interface Fetched {
  /** The answer's body; undefined while nothing came. */
  data: unknown;
  /** The failure, if the fetch failed (an ApiError has a numeric `status`). */
  error: unknown;
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof error === 'object' && typeof status === 'number' ? status : null;
}

function present(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.keys(data).length > 0;
}

/** The text the play screen shows instead of the game, or null when both loaded. */
export function loadProblem(level: Fetched, course: Fetched): LoadProblem | null {
  if (level.error) return statusOf(level.error) === 404 ? 'play.noData' : 'play.failedToLoad';
  if (course.error) return statusOf(course.error) === 404 ? 'play.failedCourseOrLevel' : 'play.failedToLoad';
  if (!present(level.data) || !present(course.data)) return 'play.failedCourseOrLevel';
  return null;
}
