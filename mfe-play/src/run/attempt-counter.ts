import { RUN_ATTEMPT_LIMITS } from '@pylands/contracts';

export interface AttemptCounter {
  used: number;
  /** null = unlimited (subscribers). */
  limit: number | null;
  tooltipKey: 'attempts.unlimited' | 'attempts.logIn' | 'attempts.subscribe' | 'attempts.available';
  remaining: number | null;
}

export function attemptCounter(used: number, signedIn: boolean, unlimited: boolean): AttemptCounter {
  if (unlimited) return { used, limit: null, tooltipKey: 'attempts.unlimited', remaining: null };
  const limit = signedIn ? RUN_ATTEMPT_LIMITS.signedIn : RUN_ATTEMPT_LIMITS.anonymous;
  const remaining = Math.max(0, limit - used);
  const tooltipKey =
    remaining > 0 ? 'attempts.available' : signedIn ? 'attempts.subscribe' : 'attempts.logIn';
  return { used, limit, tooltipKey, remaining };
}
