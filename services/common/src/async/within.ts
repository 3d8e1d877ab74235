/** Thrown by `within` when the work did not settle in time. */
export class TimedOutError extends Error {
  constructor(message = 'timed out') {
    super(message);
    this.name = 'TimedOutError';
  }
}

/**
 * The work's result, or TimedOutError after `ms`. Calls to Redis are bounded with it: a service
 * whose Redis is gone answers a clear 503 instead of hanging the request.
 */
export async function within<T>(work: Promise<T>, ms: number, message?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOutError(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
