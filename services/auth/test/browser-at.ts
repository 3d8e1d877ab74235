import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TestBrowser } from '@pylands/common/testing';

/**
 * A browser behind the gateway at its own client address (X-Forwarded-For from loopback is
 * trusted), so rate-limit counters per address do not mix between tests.
 */
export function browserAt(app: NestFastifyApplication, ip: string) {
  const b = new TestBrowser([{ app, prefixes: ['/'] }]);
  const headers = { 'x-forwarded-for': ip };
  return {
    b,
    post: <T = unknown>(url: string, body?: unknown) => b.request<T>('POST', url, { body, headers }),
    get: <T = unknown>(url: string) => b.request<T>('GET', url, { headers }),
    delete: <T = unknown>(url: string) => b.request<T>('DELETE', url, { headers }),
  };
}
