import fc from 'fast-check';
import type { RouteContract } from '@pylands/contracts';
import type { z } from 'zod';
import { hostilePathSegment, mutatedBody, mutatedQuery, type WireBody } from './hostile-values';
import { arbitraryOf, jsonSchemaOf } from './schema-arbitrary';

/** One generated call of a route. */
export interface FuzzRequest {
  /** With path parameters filled in and the query string appended. */
  url: string;
  body?: WireBody;
  /** Sent as our own pages send it (the CSRF header), most of the time; else as another site's page (refused). */
  csrf: boolean;
  /** The body is one the contract refuses: the answer must be a 4xx. */
  bodyRefusedByContract: boolean;
}

/** How a query value travels: strings, arrays as repeated parameters, objects as JSON. */
function toQuery(value: unknown): Record<string, string[]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const query: Record<string, string[]> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined || item === null) continue;
    const items = Array.isArray(item) ? item : [item];
    query[key] = items.map((part) => (typeof part === 'object' ? JSON.stringify(part) : String(part)));
  }
  return query;
}

function queryString(query: Record<string, string[]>): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) for (const value of values) search.append(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Query text no encoder would write: broken escapes, bracket nesting, empty names. */
const RAW_QUERY_PARTS = fc.constantFrom(
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '=&&=',
  'a[__proto__][polluted]=1',
  '__proto__[polluted]=1',
  'a=1&a[]=2',
  'constructor[prototype][polluted]=1',
);

function withRawQuery(url: string, raw: string): string {
  if (!raw) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${raw}`;
}

const PATH_PARAMETER = /\{([^}]+)\}/g;

function pathArbitrary(template: string, knownSegments: string[]): fc.Arbitrary<string> {
  const names = [...template.matchAll(PATH_PARAMETER)].map((match) => match[1]);
  if (names.length === 0) return fc.constant(template);
  const segment = knownSegments.length
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...knownSegments), weight: 1 },
        { arbitrary: hostilePathSegment, weight: 3 },
      )
    : hostilePathSegment;
  return fc.tuple(...names.map(() => segment)).map((values) => {
    let index = 0;
    return template.replace(PATH_PARAMETER, () => values[index++]);
  });
}

function queryArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string[]>> {
  const valid = schema ? arbitraryOf(jsonSchemaOf(schema)).map(toQuery) : fc.constant({});
  return fc.oneof(valid, valid.chain(mutatedQuery));
}

const jsonBody = (value: unknown): WireBody => ({
  text: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

function bodyArbitrary(route: RouteContract): fc.Arbitrary<WireBody | undefined> {
  if (route.body === 'any') return fc.jsonValue({ maxDepth: 3 }).map(jsonBody);
  if (route.body) {
    const valid = arbitraryOf(jsonSchemaOf(route.body));
    return fc.oneof(valid.map(jsonBody), valid.chain(mutatedBody));
  }
  if (route.method === 'get') return fc.constant(undefined);
  // A body where none is read must not matter either.
  return fc.oneof(fc.constant(undefined), mutatedBody({}));
}

/** Whether the route's contract refuses this body (unparseable, not JSON, or failing the schema). */
export function contractRefuses(route: RouteContract, body: WireBody | undefined): boolean {
  if (!route.body || route.body === 'any') return false;
  if (body === undefined) return !route.body.safeParse(undefined).success;
  // The media type decides (a charset parameter is read leniently, as JSON is UTF-8 by definition).
  if (body.contentType.split(';')[0].trim() !== 'application/json') return true;
  try {
    return !route.body.safeParse(JSON.parse(body.text)).success;
  } catch {
    return true;
  }
}

/** Valid-by-contract calls and hostile mutations of them, for one route. */
export function requestArbitrary(route: RouteContract, knownSegments: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(route.path, knownSegments),
      query: queryArbitrary(route.query),
      body: bodyArbitrary(route),
      rawQuery: fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        { arbitrary: RAW_QUERY_PARTS, weight: 1 },
      ),
      csrf: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
    })
    .map(({ path, query, rawQuery, body, csrf }) => ({
      url: withRawQuery(`${path}${queryString(query)}`, rawQuery),
      body,
      csrf,
      bodyRefusedByContract: contractRefuses(route, body),
    }));
}
