import {
  API_PATHS,
  assistantCreditSchema,
  assistantUsageSchema,
  tipSchema,
  type ChallengeTipRequest,
  type LevelTipRequest,
} from '@pylands/contracts';
import { call } from './client';

/** The coding assistant's calls (served by the tips service), typed from libs/contracts. */
export const assistantApi = {
  credit: (type: 'level_assistant' | 'challenge_assistant') =>
    call(assistantCreditSchema, API_PATHS.credit(type)),
  /** A tip after a failed run of a level (the service waits for a tips worker). */
  levelTip: (body: LevelTipRequest, signal?: AbortSignal) =>
    call(tipSchema, API_PATHS.chatgpt.tipLevel, { method: 'POST', body, signal }),
  /** A tip on a challenge (doc 2 §7 payload; counted as `challenge_assistant`). */
  challengeTip: (body: ChallengeTipRequest, signal?: AbortSignal) =>
    call(tipSchema, API_PATHS.chatgpt.tipChallenge, { method: 'POST', body, signal }),
  /** A parent's view of one student's tips per UTC day (last 30 days, newest first). */
  usage: (studentId: string) => call(assistantUsageSchema, API_PATHS.creditUsage(studentId)),
};
