/** The pool's queue is full: the caller should try again shortly (HTTP 503 with Retry-After). */
export class PoolBusyError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super('Every replay worker is busy and the queue is full.');
    this.name = 'PoolBusyError';
  }
}

/** The run did not finish (waiting included) before its deadline; it was abandoned. */
export class RunDeadlineError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The run did not finish before its deadline.');
    this.name = 'RunDeadlineError';
  }
}
