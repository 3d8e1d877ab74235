import { ENTITLEMENTS_OPTIONS, loadEntitlementsOptions, type EntitlementsOptions } from '@pylands/common';
import { DEFAULT_QUIZ_PASS_PERCENT } from '@pylands/contracts';

/** levels' options: the entitlements client's (common, under the same token) and auth's address. */
export const LEVELS_OPTIONS = ENTITLEMENTS_OPTIONS;

export interface LevelsOptions extends EntitlementsOptions {
  /** Where auth's internal accounts route is (AUTH_URL): staff flag and students' names for creative levels. */
  authUrl: string;
  /** A quiz attempt passes at this score in percent, 1–100 (QUIZ_PASS_PERCENT). */
  quizPassPercent: number;
}

/** QUIZ_PASS_PERCENT: a whole percent from 1 to 100; anything else is a configuration mistake. */
function quizPassPercent(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_QUIZ_PASS_PERCENT;
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new Error(`QUIZ_PASS_PERCENT must be a whole number from 1 to 100, not "${value}"`);
  return percent;
}

export function loadLevelsOptions(env: NodeJS.ProcessEnv = process.env): LevelsOptions {
  return {
    ...loadEntitlementsOptions(env),
    authUrl: env.AUTH_URL || `http://127.0.0.1:${env.AUTH_PORT || '3001'}`,
    quizPassPercent: quizPassPercent(env.QUIZ_PASS_PERCENT),
  };
}
