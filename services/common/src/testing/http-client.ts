import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@pylands/contracts';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** The session cookie the response set ('' when it cleared it), undefined when untouched. */
  sessionCookie?: string;
  setCookie: string[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Calls an app in-process like the browser would: JSON, the CSRF header, and a cookie jar holding
 * the session cookie (shared across apps, since every service reads the same cookie).
 */
export class TestBrowser {
  session: string | undefined;

  constructor(private readonly apps: { app: NestFastifyApplication; prefixes: string[] }[]) {}

  async request<T = unknown>(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean; rawBody?: string } = {},
  ): Promise<TestResponse<T>> {
    const target =
      this.apps.find(({ prefixes }) => prefixes.some((prefix) => url.startsWith(prefix))) ?? this.apps[0];
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false && method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (this.session) headers.cookie = `${SESSION_COOKIE}=${this.session}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await target.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url, headers, payload });
    const raw = response.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    let sessionCookie: string | undefined;
    for (const cookie of setCookie) {
      const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie);
      if (match) sessionCookie = match[1];
    }
    if (sessionCookie !== undefined) this.session = sessionCookie || undefined;
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // Not JSON: keep the text.
    }
    return {
      status: response.statusCode,
      body: body as T,
      headers: response.headers,
      sessionCookie,
      setCookie,
    };
  }

  get<T = unknown>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, { headers });
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('POST', url, { body });
  }
  put<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, { body });
  }
  delete<T = unknown>(url: string) {
    return this.request<T>('DELETE', url);
  }
}

/** Strings a hostile caller might send in a path, query or field. */
export const HOSTILE_STRINGS = [
  'a'.repeat(5000),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '😀🐍ünïcödé',
  '\u0000nul',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '12345678901234567890',
  '-1',
];
