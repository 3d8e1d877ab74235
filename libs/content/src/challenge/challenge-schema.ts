import { z } from 'zod';

/** The chapters of Beginner Python a challenge can belong to (courses/python/course.json ids). */
export const CHALLENGE_CHAPTERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The `challenges` page groups each chapter's challenges in this order. */
export const CHALLENGE_DIFFICULTIES = ['beginner', 'advanced', 'expert'] as const;
/** Fewest hidden test cases a challenge may ship with (one alone would be easy to hard-code). */
export const MIN_CHALLENGE_TESTS = 4;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug is lowercase words joined by "-"');
const pythonName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a Python name');

/**
 * What the child writes: a function the checker calls with each case's arguments, or a whole
 * program the checker runs once per case after setting the `given` variables.
 */
export const challengeShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('function'), name: pythonName }),
  z.object({ kind: z.literal('program'), given: z.array(pythonName).default([]) }),
]);

/** challenge.json */
export const challengeFileSchema = z.object({
  slug,
  title: z.string().min(1).max(60),
  chapter: z.number().int().min(1).max(8),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  /** Markdown shown to the child above the editor. */
  description: z.string().min(1),
  shape: challengeShapeSchema,
});

/**
 * One hidden test case: the `given` variables (program) or `args` (function), and what must come
 * out: the return value, the printed text (trailing spaces and newlines ignored), or both.
 */
export const challengeTestCaseSchema = z
  .object({
    given: z.record(z.string(), z.unknown()).optional(),
    args: z.array(z.unknown()).optional(),
    returns: z.unknown().optional(),
    prints: z.string().optional(),
  })
  .refine((c) => 'returns' in c || c.prints !== undefined, 'a case needs "returns" or "prints"');

/** tests.json */
export const challengeTestsSchema = z.object({
  cases: z.array(challengeTestCaseSchema).min(MIN_CHALLENGE_TESTS),
});

export type ChallengeShape = z.infer<typeof challengeShapeSchema>;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];
export type ChallengeTestCase = z.infer<typeof challengeTestCaseSchema>;

/** What a browser may see: no solution, no hidden tests. */
export interface PublicChallenge extends z.infer<typeof challengeFileSchema> {
  starter: string;
}

/** The server's view: the reference solution and the hidden tests as well. */
export interface ServerChallenge extends PublicChallenge {
  solution: string;
  tests: ChallengeTestCase[];
}
