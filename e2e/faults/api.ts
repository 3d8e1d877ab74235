import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { TOO_FAR } from '../support/assistant';

export const CSRF = { 'X-Requested-With': 'pylands' };

/**
 * How long a call may take before it counts as hung: the issue measured calls hanging past 15 s
 * with Redis killed. Every call of these specs carries it, so a hang fails the call, not the run.
 */
export const HUNG_AFTER_MS = 15_000;

/** A browser's cookie jar on the fault stack (each family its own). */
export function client(
  baseURL: string,
  storageState?: Awaited<ReturnType<APIRequestContext['storageState']>>,
) {
  return request.newContext({ baseURL, storageState, timeout: HUNG_AFTER_MS });
}

/** A run started on a level (level/update in_progress): levels saves the code and publishes level-played. */
export function startRun(api: APIRequestContext, slug: string, code: string): Promise<APIResponse> {
  return api.post(`/api/level/update/${slug}`, {
    headers: CSRF,
    data: { last_status: 'in_progress', last_code_executed: code, level_slug: slug, course_id: 'python' },
  });
}

/** A tip on intro-level1 for a program that walks too far. */
export function askTip(api: APIRequestContext, timeout = HUNG_AFTER_MS): Promise<APIResponse> {
  return api.post('/api/chatgpt/generate-tip-level-async', {
    headers: CSRF,
    data: { last_prompt: TOO_FAR, slug: 'intro-level1', error_message: 'Wrong way, you bumped into a wall.' },
    timeout,
  });
}

/** The status of GET /api/health, for expect.poll. */
export async function healthStatus(api: APIRequestContext): Promise<number> {
  return (await api.get('/api/health')).status();
}

/** The body, after checking the status (the body is in the failure message otherwise). */
export async function bodyOf<T>(response: APIResponse, status: number): Promise<T> {
  expect(`${response.status()} ${await response.text()}`).toMatch(new RegExp(`^${status} `));
  return (await response.json()) as T;
}
