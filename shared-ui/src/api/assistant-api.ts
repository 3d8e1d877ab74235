import { API_PATHS, assistantCreditSchema, assistantUsageSchema } from '@pylands/contracts';
import { call } from './account-api';

/** The coding assistant's credit calls (served by the tips service), typed from libs/contracts. */
export const assistantApi = {
  credit: (type: 'level_assistant' | 'challenge_assistant') =>
    call(assistantCreditSchema, API_PATHS.credit(type)),
  /** A parent's view of one student's tips per UTC day (last 30 days, newest first). */
  usage: (studentId: string) => call(assistantUsageSchema, API_PATHS.creditUsage(studentId)),
};
