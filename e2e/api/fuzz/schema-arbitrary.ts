import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contracts' request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The request schema's input side as JSON Schema (zod's own converter; refinements are left out). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const MAX_DEPTH = 4;

/**
 * Addresses every validator takes (fc.emailAddress writes RFC corner cases that zod's stricter
 * pattern refuses, so no call would get past validation).
 */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/), fc.constantFrom('example.org', 'school.example.com'))
  .map(([name, domain]) => `${name}@${domain}`);

/** Zod writes patterns without their flags; \p{…} classes need `u`. */
function patternOf(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function stringArbitrary(schema: JsonSchema, key?: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: [4, 7] });
  // An email refined in zod has no format in JSON Schema: its name tells.
  if (schema.format === 'email' || key === 'email') return plainEmail;
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 40, minLength + 200);
  if (schema.pattern) {
    try {
      // stringMatching ignores lengths: keep the ones that fit.
      return fc
        .stringMatching(patternOf(schema.pattern), { size: 'small' })
        .filter((value) => value.length >= minLength && value.length <= maxLength);
    } catch {
      // A pattern fast-check cannot build from (lookahead): plain strings, mostly refused.
    }
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  if (integer) {
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: low, max: Math.max(low, high) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    model[key] = arbitraryOf(property, depth + 1, key);
  // Optional keys are left out at random.
  return fc.record(model, { requiredKeys: [...required].filter((key) => key in model) });
}

/** Values the JSON Schema accepts (zod refinements aside: the caller classifies with safeParse). */
export function arbitraryOf(schema: JsonSchema, depth = 0, key?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, depth)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, key);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, depth + 1)));
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items ?? {}, depth + 1), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 3, minLength + 3),
      });
    }
    case 'object':
      return depth >= MAX_DEPTH ? fc.constant({}) : objectArbitrary(schema, depth);
    default:
      // An unrepresentable part (a transform, a preprocess): any JSON value.
      return depth >= MAX_DEPTH ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}
