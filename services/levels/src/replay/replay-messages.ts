/** The answers of a check that cannot run now (503 / 429, with Retry-After). */
export const REPLAY_UNAVAILABLE_MESSAGE =
  'The run could not be checked right now. Please try again in a moment.';
export const ALREADY_CHECKING_MESSAGE =
  'A completion of yours is already being checked. Please try again in a moment.';
/** Seconds a refused caller is asked to wait (Retry-After). */
export const REPLAY_RETRY_AFTER_SECONDS = 5;
