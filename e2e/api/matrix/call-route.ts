import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { RouteContract } from '@pylands/contracts';
import { fillPath, type Call, type ServiceName } from './access-table';

/**
 * What a caller saw: the status, and for a refusal whether the body said why. A refusal without a
 * message is recorded as such, so the table's comparison fails on it.
 */
export type Seen = number | `${number} without a message`;

function queryString(query: Call['query']): string {
  if (!query) return '';
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `?${search}`;
}

/** Calls one route as `caller` (through the gateway, or at `origin`: a service's own port). */
export async function callRoute(
  caller: APIRequestContext,
  route: RouteContract,
  call: Call,
  options: { origin?: string; headers?: Record<string, string> } = {},
): Promise<Seen> {
  const url = `${options.origin ?? ''}${fillPath(route.path, call.params)}${queryString(call.query)}`;
  const response = await caller.fetch(url, {
    method: route.method.toUpperCase(),
    data: call.body,
    headers: options.headers,
    // A redirect is the answer itself (Location), not a page to follow.
    maxRedirects: 0,
  });
  const status = response.status();
  if (status < 400) return status;
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return typeof message === 'string' && message.trim() ? status : `${status} without a message`;
}

/** Each service's own address (e2e-stack.ts publishes them): internal routes are called there. */
export function serviceOrigins(): Record<ServiceName, string> {
  const urls = process.env.E2E_SERVICE_URLS;
  if (!urls) throw new Error('E2E_SERVICE_URLS is not set (global setup starts the stack)');
  return JSON.parse(urls) as Record<ServiceName, string>;
}

/**
 * The service secret the stack's services share: SERVICE_SECRET, else derived from the stack's JWT
 * secret (stack.mjs keeps it in the data folder) by the services' own function.
 */
export function stackServiceSecret(): string {
  const root = path.join(__dirname, '../../..');
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (global setup starts the stack)');
  const jwtSecret = process.env.JWT_SECRET ?? readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
  const credentials = require(path.join(root, 'services/common/dist/session/service-credentials.js')) as {
    serviceSecret: (config: { jwtSecret: string }, env: NodeJS.ProcessEnv) => string;
  };
  return credentials.serviceSecret({ jwtSecret }, process.env);
}
