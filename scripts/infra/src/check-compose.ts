import Ajv from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import composeSchema from '../schemas/compose-spec.json';

/** The compose file as Compose reads it (YAML merge keys resolved, before interpolation). */
export function parseCompose(source: string): Record<string, unknown> {
  return parse(source, { merge: true, maxAliasCount: 200 }) as Record<string, unknown>;
}

// The schema is draft-07, Ajv's default; its "$schema" spells the draft's address with https, which
// Ajv does not know by that name.
const { $schema: _draft07, ...schema } = composeSchema;
const validateSpec = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** Errors of the compose-spec JSON schema (schemas/compose-spec.json, vendored: schemas/SOURCES.md). */
export function composeSchemaErrors(compose: unknown): string[] {
  if (validateSpec(compose)) return [];
  return (validateSpec.errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}

/** Variables whose values are secrets: they must come from the environment, never with a default. */
export const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|API_KEY|_KEY)$/;

/** `${VAR}`, `${VAR:-default}`, `${VAR:?message}`… in the raw text (comments are not interpolated). */
function interpolations(source: string) {
  const text = source
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');
  return [...text.matchAll(/\$\{([A-Z0-9_]+)(?:(:?[-?+])([^}]*))?\}/g)].map(([, name, op, rest]) => ({
    name,
    op,
    rest,
  }));
}

/**
 * Compose rules beyond the schema: secrets only from the environment with `:?`, every variable
 * documented in the .env example, every Dockerfile built exists.
 */
export function composeProblems(
  source: string,
  envExample: string,
  repoRoot: string,
  composeDir: string,
): string[] {
  const problems: string[] = [];
  const documented = new Set(
    envExample.split('\n').flatMap((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1] ?? []),
  );
  for (const { name, op, rest } of interpolations(source)) {
    if (!documented.has(name)) problems.push(`\${${name}} is not in the .env example`);
    if (SECRET_NAME.test(name) && op !== ':?' && !(op === ':-' && rest === ''))
      problems.push(`\${${name}} is a secret: use \${${name}:?message}, never a default`);
  }
  const compose = parseCompose(source);
  const services = (compose.services ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, service] of Object.entries(services)) {
    const env = (service.environment ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(Array.isArray(env) ? {} : env))
      if (SECRET_NAME.test(key) && typeof value === 'string' && value !== '' && !value.includes('${'))
        problems.push(`${name}: ${key} is written in the file`);
    const build = service.build as { context?: string; dockerfile?: string } | undefined;
    if (build?.dockerfile) {
      const context = path.resolve(composeDir, build.context ?? '.');
      if (path.resolve(context) !== repoRoot)
        problems.push(`${name}: build context is not the repository root`);
      if (!existsSync(path.join(context, build.dockerfile)))
        problems.push(`${name}: ${build.dockerfile} does not exist`);
    }
  }
  for (const line of envExample.split('\n')) {
    const [, key, value] = /^([A-Z0-9_]+)=(.*)$/.exec(line) ?? [];
    if (key && SECRET_NAME.test(key) && value.trim() !== '')
      problems.push(`.env example: ${key} has a value`);
  }
  return problems;
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8');
}
