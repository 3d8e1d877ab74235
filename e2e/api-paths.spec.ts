import { API_PATHS } from '@pylands/contracts';
import { expect, test } from './support/fixtures';

/** Each service's own OpenAPI document, as it serves it (through the gateway). */
const DOCUMENTS = [
  '/api/auth/openapi.json',
  '/api/level/openapi.json',
  '/api/chatgpt/openapi.json',
  '/api/organization/openapi.json',
  '/api/payment/openapi.json',
];

/** Contract paths no service's document lists, each for a stated reason. */
const NOT_IN_A_SERVICE_DOCUMENT: Record<string, string> = {};

/** Every path API_PATHS can build, with "x" for each argument and without its query. */
function contractPaths(node: unknown): string[] {
  if (typeof node === 'string') return [node.split('?')[0]];
  if (typeof node === 'function') return [String(node('x', 'x', 'x')).split('?')[0]];
  return Object.values(node as Record<string, unknown>).flatMap(contractPaths);
}

/** A matcher for an OpenAPI path template: each {parameter} stands for one path segment's text. */
function templateMatcher(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

test('every path of the contracts is served by some service’s OpenAPI document', async ({ request }) => {
  const templates: string[] = [];
  for (const url of DOCUMENTS) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    templates.push(...Object.keys(document.paths));
  }
  const matchers = templates.map(templateMatcher);
  const unserved = [...new Set(contractPaths(API_PATHS))].filter(
    (path) => !(path in NOT_IN_A_SERVICE_DOCUMENT) && !matchers.some((matcher) => matcher.test(path)),
  );
  expect(unserved).toEqual([]);
  // The exceptions stay true: each is really missing from every document.
  for (const path of Object.keys(NOT_IN_A_SERVICE_DOCUMENT))
    expect(
      matchers.some((matcher) => matcher.test(path)),
      path,
    ).toBe(false);
});
