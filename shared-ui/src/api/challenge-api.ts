import {
  CHALLENGE_PATHS,
  challengeListSchema,
  challengeRunStartSchema,
  challengeSubmitResponseSchema,
  challengeViewSchema,
} from '@pylands/contracts';
import { call, type RequestOptions } from './client';

type ReadOptions = Pick<RequestOptions, 'signal' | 'prefetched'>;

/**
 * The challenge calls of the levels service (issue 23), typed from libs/contracts/src/challenge.ts.
 * The counters (`credit/challenge`, `credit/challenge_assistant`) are levelApi.credit and
 * assistantApi.credit; the tip is assistantApi.challengeTip.
 */
export const challengeApi = {
  /** Every challenge by chapter, with the chosen student's solved marks and the locks. */
  list: (options?: ReadOptions) => call(challengeListSchema, CHALLENGE_PATHS.list, options),
  challenge: (slug: string, options?: ReadOptions) =>
    call(challengeViewSchema, CHALLENGE_PATHS.challenge(slug), options),
  /** Counts one `challenge` attempt before the browser runs the examples (403 past the day's limit). */
  run: (slug: string) => call(challengeRunStartSchema, CHALLENGE_PATHS.run(slug), { method: 'POST' }),
  /** The server runs every hidden case; only this can mark the challenge solved. */
  submit: (slug: string, code: string) =>
    call(challengeSubmitResponseSchema, CHALLENGE_PATHS.submit(slug), { method: 'POST', body: { code } }),
};
