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
