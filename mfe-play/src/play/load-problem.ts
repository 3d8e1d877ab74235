/**
 * Doc 2 §8 / doc 1 §8, for the play screen: a course or level fetch that fails shows 'Failed to
 * load game data'; an answer without the course or the level shows 'Failed to load course or
 * level data' (also when an answer came but is not the data); a level that does not exist (404)
 * shows 'No data'. 401, 402 and 403 on the level keep their own handling (login, purchase, the
 * server's notice) and are not decided here.
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

/**
 * A failure that carries a success status is an answer that came but is not the data (empty, or
 * refused by its contract schema: shared-ui's ContractError): the data is missing.
 */
function answeredWithoutData(error: unknown): boolean {
  const status = statusOf(error);
  return status !== null && status >= 200 && status < 300;
}

/** The text the play screen shows instead of the game, or null when both loaded. */
export function loadProblem(level: Fetched, course: Fetched): LoadProblem | null {
  if (level.error) {
    if (answeredWithoutData(level.error)) return 'play.failedCourseOrLevel';
    return statusOf(level.error) === 404 ? 'play.noData' : 'play.failedToLoad';
  }
  if (course.error) {
    const missing = statusOf(course.error) === 404 || answeredWithoutData(course.error);
    return missing ? 'play.failedCourseOrLevel' : 'play.failedToLoad';
  }
  if (!present(level.data) || !present(course.data)) return 'play.failedCourseOrLevel';
  return null;
}
