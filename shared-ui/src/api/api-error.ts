/** A non-success answer from /api: status, status text and the parsed body (spec doc 1 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(ApiError.describe(status, statusText, body));
    this.name = 'ApiError';
  }

  /** The server's human message (`message` or `detail`), when it sent one. */
  get detail(): string | undefined {
    if (this.body && typeof this.body === 'object') {
      const b = this.body as { message?: unknown; detail?: unknown };
      const text = b.detail ?? b.message;
      if (typeof text === 'string') return text;
      if (Array.isArray(text)) return text.join(', ');
    }
    return undefined;
  }

  private static describe(status: number, statusText: string, body: unknown): string {
    const names: Record<number, string> = { 422: 'Validation Error' };
    return `${status} ${names[status] ?? statusText}${body ? `: ${JSON.stringify(body)}` : ''}`;
  }
}

/** A request the caller cancelled. */
export class AbortedError extends Error {
  constructor() {
    super('The request was aborted.');
    this.name = 'AbortedError';
  }
}

/**
 * An answer that does not match its contract schema (libs/contracts): the server and this client
 * disagree. An ApiError, so callers handle it like any failed call (the status is the answer's own,
 * which no caller mistakes for 401, 403 or 404) instead of reading a field that is not there.
 */
export class ContractError extends ApiError {
  constructor(
    readonly path: string,
    status: number,
    statusText: string,
    body: unknown,
    readonly issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  ) {
    super(status, statusText, body);
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    this.message = `The answer of ${path} does not match its contract (${where})`;
    this.name = 'ContractError';
  }

  /** The server sent no error message: a `message` field in a malformed answer is not one. */
  override get detail(): string | undefined {
    return undefined;
  }
}
