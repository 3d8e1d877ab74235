import { RUN_ATTEMPT_LIMITS } from '@pylands/contracts';

export interface AttemptCounter {
  used: number;
  /** null = unlimited (subscribers). */
  limit: number | null;
  tooltipKey: 'attempts.unlimited' | 'attempts.logIn' | 'attempts.subscribe' | 'attempts.available';
  remaining: number | null;
}

/**
 * `serverLimit`: the limit a run start answered (challenge runs), which wins over the plan's
 * reading; null = unlimited.
 */
export function attemptCounter(
  used: number,
  signedIn: boolean,
  unlimited: boolean,
  serverLimit?: number | null,
): AttemptCounter {
  if (serverLimit === null || (serverLimit === undefined && unlimited))
    return { used, limit: null, tooltipKey: 'attempts.unlimited', remaining: null };
  const limit = serverLimit ?? (signedIn ? RUN_ATTEMPT_LIMITS.signedIn : RUN_ATTEMPT_LIMITS.anonymous);
  const remaining = Math.max(0, limit - used);
  const tooltipKey =
    remaining > 0 ? 'attempts.available' : signedIn ? 'attempts.subscribe' : 'attempts.logIn';
  return { used, limit, tooltipKey, remaining };
}
