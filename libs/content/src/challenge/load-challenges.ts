import fs from 'fs';
import path from 'path';
import { ZodError } from 'zod';
import { PACKAGE_ROOT } from '../loader/paths';
import {
  CHALLENGE_DIFFICULTIES,
  challengeFileSchema,
  challengeTestsSchema,
  type PublicChallenge,
  type ServerChallenge,
} from './challenge-schema';

/** challenges/<slug>/: challenge.json, starter.py, solution.py, tests.json. */
export const CHALLENGES_DIR = path.join(PACKAGE_ROOT, 'challenges');

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** One folder, checked against the schema and against itself; throws naming the folder and what is wrong. */
export function readChallengeFolder(dir: string): ServerChallenge {
  const name = path.basename(dir);
  try {
    const file = challengeFileSchema.parse(readJson(path.join(dir, 'challenge.json')));
    if (file.slug !== name) throw new Error(`slug "${file.slug}" is not the folder name`);
    const { cases } = challengeTestsSchema.parse(readJson(path.join(dir, 'tests.json')));
    cases.forEach((c, i) => {
      if (file.shape.kind === 'function' && (!c.args || c.given))
        throw new Error(`case ${i + 1} of a function challenge needs "args" and no "given"`);
      if (file.shape.kind === 'program') {
        if (c.args) throw new Error(`case ${i + 1} of a program challenge has "args"`);
        const given = Object.keys(c.given ?? {})
          .sort()
          .join(',');
        if (given !== [...file.shape.given].sort().join(','))
          throw new Error(
            `case ${i + 1} gives [${given}], challenge.json says [${file.shape.given.join(',')}]`,
          );
      }
    });
    return {
      ...file,
      starter: fs.readFileSync(path.join(dir, 'starter.py'), 'utf8'),
      solution: fs.readFileSync(path.join(dir, 'solution.py'), 'utf8'),
      tests: cases,
    };
  } catch (error) {
    const why =
      error instanceof ZodError
        ? error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ')
        : (error as Error).message;
    throw new Error(`challenges/${name}: ${why}`, { cause: error });
  }
}

let cache: ServerChallenge[] | undefined;

/** Every challenge with its solution and hidden tests, by chapter then difficulty. Server only. */
export function loadServerChallenges(): ServerChallenge[] {
  cache ??= fs
    .readdirSync(CHALLENGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readChallengeFolder(path.join(CHALLENGES_DIR, entry.name)))
    .sort(
      (a, b) =>
        a.chapter - b.chapter ||
        CHALLENGE_DIFFICULTIES.indexOf(a.difficulty) - CHALLENGE_DIFFICULTIES.indexOf(b.difficulty) ||
        a.slug.localeCompare(b.slug),
    );
  return cache;
}

/** A challenge with its solution and hidden tests (server only); undefined for an unknown slug. */
export function loadServerChallenge(slug: string): ServerChallenge | undefined {
  return loadServerChallenges().find((c) => c.slug === slug);
}

/** What may go to a browser: everything but the solution and the hidden tests. */
export function publicChallenge({
  solution: _solution,
  tests: _tests,
  ...rest
}: ServerChallenge): PublicChallenge {
  return rest;
}

/** Every challenge as a browser may see it, by chapter then difficulty. */
export function loadChallenges(): PublicChallenge[] {
  return loadServerChallenges().map(publicChallenge);
}

/** One challenge as a browser may see it; undefined for an unknown slug. */
export function loadChallenge(slug: string): PublicChallenge | undefined {
  const found = loadServerChallenge(slug);
  return found && publicChallenge(found);
}
