import fc from 'fast-check';
import { REQUEST_BODY_LIMIT_BYTES } from '@pylands/contracts';

/**
 * A body as sent on the wire. Kept as text so keys such as `__proto__` survive (an object literal
 * would set the prototype instead, and JSON.stringify would drop them).
 */
export interface WireBody {
  text: string;
  contentType: string;
}

export const HUGE_STRING_LENGTH = 64 * 1024;

/** Strings an attacker tries in any field, query parameter or path segment. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    'true',
    '[]',
    '{}',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '%00',
    '%',
    '%E0%A4%A',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '\ud83d\udc0d\ud83e\uddd2\u200d\ud83d\udcbb',
    '\ud800',
    'a'.repeat(HUGE_STRING_LENGTH),
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers at and past every boundary a column or a parser has. */
export const boundaryNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
);

/** Any value of a wrong kind for a field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  boundaryNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value nested `depth` objects deep: parsers and validators that recurse must stop. */
export function deeplyNested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const json = (text: string): WireBody => ({ text, contentType: 'application/json' });

/** Inserts `"key": value` as the first member of a JSON object's text. */
function withMember(objectText: string, key: string, valueText: string): string {
  const member = `${JSON.stringify(key)}:${valueText}`;
  return objectText === '{}' ? `{${member}}` : `{${member},${objectText.slice(1)}`;
}

/** Mutations of a body the schema accepts: each one small, so the refusal is about one thing. */
export function mutatedBody(valid: unknown): fc.Arbitrary<WireBody> {
  const isObject = valid !== null && typeof valid === 'object' && !Array.isArray(valid);
  const record = isObject ? (valid as Record<string, unknown>) : {};
  const keys = Object.keys(record);
  const base = JSON.stringify(isObject ? valid : {});
  const options: fc.Arbitrary<WireBody>[] = [
    // A prototype-pollution attempt beside the valid fields.
    fc
      .tuple(
        fc.constantFrom(...POLLUTION_KEYS),
        fc.constantFrom('{"isAdmin":true,"user_type":"staff"}', '{"polluted":1}'),
      )
      .map(([key, value]) => json(withMember(base, key, value))),
    // An unknown field.
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), wrongValue)
      .map(([key, value]) => json(withMember(base, key, JSON.stringify(value) ?? 'null'))),
    // Not an object at all, or not JSON, or JSON with the wrong content type.
    fc.constantFrom(
      json('null'),
      json('[]'),
      json('"text"'),
      json('42'),
      json('{'),
      json('{"a":1}}'),
      json(''),
      json(deeplyNested(5000)),
      { text: base, contentType: 'text/plain' },
      { text: base, contentType: 'application/json; charset=utf-16' },
      { text: base, contentType: 'application/vnd.api+json' },
      {
        text: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${base}\r\n--x--`,
        contentType: 'multipart/form-data; boundary=x',
      },
      // Just over the services' body limit: the gateway refuses it before any service sees it.
      json(`"${'a'.repeat(REQUEST_BODY_LIMIT_BYTES)}"`),
      { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    ),
  ];
  if (keys.length > 0) {
    // One field missing.
    options.push(
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...record };
        delete copy[key];
        return json(JSON.stringify(copy));
      }),
    );
    // One field of the wrong kind, a huge string or a boundary number.
    options.push(
      fc
        .tuple(fc.constantFrom(...keys), fc.oneof(wrongValue, boundaryNumber, hostileString))
        .map(([key, value]) => json(JSON.stringify({ ...record, [key]: value }))),
    );
  }
  return fc.oneof(...options);
}

/** Query values: the valid ones with one parameter replaced, doubled or joined by unknown ones. */
export function mutatedQuery(valid: Record<string, string[]>): fc.Arbitrary<Record<string, string[]>> {
  const keys = Object.keys(valid);
  const options: fc.Arbitrary<Record<string, string[]>>[] = [
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...POLLUTION_KEYS, 'a[b]', 'a.b'), fc.string({ maxLength: 10 })),
        hostileString,
      )
      .map(([key, value]) => ({ ...valid, [key]: [value] })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    options.push(
      fc.tuple(key, hostileString).map(([name, value]) => ({ ...valid, [name]: [value] })),
      fc
        .tuple(key, hostileString)
        .map(([name, value]) => ({ ...valid, [name]: [...(valid[name] ?? []), value] })),
      key.map((name) => {
        const copy = { ...valid };
        delete copy[name];
        return copy;
      }),
    );
  }
  return fc.oneof(...options);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent throws on a lone surrogate: it becomes U+FFFD, as a browser would send it. */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** Path parameter values: ids that do not exist, traversal, encodings, unicode, huge. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid({ version: [4, 7] }),
  hostileString.map(encodeSegment),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2f',
    '%2F',
    '%5c',
    '%00',
    '%ff',
    '%',
    '%zz',
    'a%20b',
    '1;drop',
    '%ED%A0%80',
    '%C0%AF',
  ),
);
