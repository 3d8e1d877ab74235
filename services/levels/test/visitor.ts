import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ANONYMOUS_COOKIE, CSRF_HEADER, CSRF_HEADER_VALUE } from '@pylands/contracts';

export interface VisitorResponse<T = unknown> {
  status: number;
  body: T;
  /** The full Set-Cookie line for pylands_anon, when the response issued one. */
  issued?: string;
}

/**
 * An anonymous browser tab: no session, only the pylands_anon cookie, kept across requests the way
 * a browser keeps it across reloads (set `cookie` yourself to forge or drop it).
 */
export class Visitor {
  cookie: string | undefined;

  constructor(private readonly app: NestFastifyApplication) {}

  async request<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<VisitorResponse<T>> {
    const headers: Record<string, string> = {};
    if (method === 'POST') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (this.cookie !== undefined) headers.cookie = `${ANONYMOUS_COOKIE}=${this.cookie}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
    const raw = response.headers['set-cookie'];
    const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    const issued = lines.find((line) => line.startsWith(`${ANONYMOUS_COOKIE}=`));
    if (issued) this.cookie = decodeURIComponent(issued.slice(ANONYMOUS_COOKIE.length + 1).split(';')[0]);
    return { status: response.statusCode, body: response.json() as T, issued };
  }

  get<T = unknown>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = unknown>(url: string, body: unknown) {
    return this.request<T>('POST', url, body);
  }
}
