import { NotFoundException } from '@nestjs/common';
import {
  FREE_COURSE_ID,
  getCourse,
  isLevelLocked,
  loadServerChallenge,
  type ServerChallenge,
} from '@pylands/content';
import {
  CHALLENGE_EXAMPLE_COUNT,
  CHALLENGE_NOT_FOUND_MESSAGE,
  type ChallengeExample,
  type ChallengeSummary,
  type ChallengeView,
  type Entitlements,
} from '@pylands/contracts';

/** Challenges belong to the chapters of Beginner Python (libs/content checks it). */
const CHALLENGE_COURSE_ID = FREE_COURSE_ID;

/** The challenge with its solution and hidden tests; 404 for any other slug (looked up, never used as a path). */
export function challengeOr404(slug: string): ServerChallenge {
  const challenge = loadServerChallenge(slug);
  if (!challenge) throw new NotFoundException(CHALLENGE_NOT_FOUND_MESSAGE);
  return challenge;
}

/** The same rule as the chapter's levels: chapters 1–2 free, the others for the entitled. */
export function challengeLocked(
  challenge: ServerChallenge,
  entitlements: Pick<Entitlements, 'courses'> | null,
): boolean {
  return isLevelLocked({ courseId: CHALLENGE_COURSE_ID, chapterId: challenge.chapter }, entitlements);
}

function chapterName(chapter: number): string {
  return getCourse(CHALLENGE_COURSE_ID)?.chapters.find((c) => c.id === chapter)?.name ?? '';
}

export function challengeSummary(
  challenge: ServerChallenge,
  flags: { solved: boolean; locked: boolean },
): ChallengeSummary {
  return {
    slug: challenge.slug,
    title: challenge.title,
    chapter: challenge.chapter,
    chapter_name: chapterName(challenge.chapter),
    difficulty: challenge.difficulty,
    ...flags,
  };
}

/** The first hidden cases, shown to the child and run in the browser; the rest never leave the server. */
function examplesOf(challenge: ServerChallenge): ChallengeExample[] {
  return challenge.tests.slice(0, CHALLENGE_EXAMPLE_COUNT).map(({ given, args, returns, prints }) => ({
    ...(given !== undefined && { given }),
    ...(args !== undefined && { args }),
    ...(returns !== undefined && { returns }),
    ...(prints !== undefined && { prints }),
  }));
}

/** What the challenge page gets: never the solution, never a case past the examples. */
export function challengeView(
  challenge: ServerChallenge,
  student: { solved: boolean; last_code: string | null },
): ChallengeView {
  const shape =
    challenge.shape.kind === 'function'
      ? { kind: 'function' as const, name: challenge.shape.name }
      : { kind: 'program' as const, given: challenge.shape.given };
  return {
    ...challengeSummary(challenge, { solved: student.solved, locked: false }),
    description: challenge.description,
    starter: challenge.starter,
    shape,
    examples: examplesOf(challenge),
    last_code: student.last_code,
  };
}
