import { loadServerChallenges, type ServerChallenge } from '@pylands/content';
import type { ChallengeTipRequest } from '@pylands/contracts';

/** Descriptions compared as text, whatever line endings or indentation the page sent them with. */
export const descriptionKey = (description: string): string => description.replace(/\s+/g, ' ').trim();

let byDescription: Map<string, ServerChallenge> | undefined;

/**
 * The shipped challenge whose description this is. The §7 payload names no challenge, and browsers
 * never get the reference solution, so the description is how tips recognises one of ours.
 */
export function challengeByDescription(description: string): ServerChallenge | undefined {
  byDescription ??= new Map(loadServerChallenges().map((c) => [descriptionKey(c.description), c]));
  return byDescription.get(descriptionKey(description));
}

/**
 * The request with the reference solution of our challenge (what the tutor compares with and what
 * a tip must not give away); a description we do not know keeps the solution the caller sent.
 */
export function withReferenceSolution(request: ChallengeTipRequest): ChallengeTipRequest {
  const challenge = challengeByDescription(request.description);
  return challenge ? { ...request, solution: challenge.solution } : request;
}
