/** One counter: at most `limit` hits per `windowSeconds` (fixed window, in Redis). */
export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** Per caller IP, and per account (the email, or the emailed token, the call names). */
export interface RatePolicy {
  ip: Limit;
  account?: Limit;
}

export type RatePolicyName = 'login' | 'signup' | 'emailLink' | 'resetPassword' | 'lookup';

/**
 * Defaults (decisions.md). Login counts every attempt before its password is hashed and gives
 * successful ones back, so failures are what the limit bounds: an attacker's 1,000 attempts cost
 * at most `login.ip.limit` argon2 hashes from one address, `login.account.limit` against one email.
 */
export const RATE_LIMITS: Record<RatePolicyName, RatePolicy> = {
  login: { ip: { limit: 20, windowSeconds: 15 * 60 }, account: { limit: 10, windowSeconds: 15 * 60 } },
  signup: { ip: { limit: 30, windowSeconds: 10 * 60 }, account: { limit: 5, windowSeconds: 60 * 60 } },
  /** signup/generate-link, generate-user-signup-link, forgot-password: each sends an email. */
  emailLink: { ip: { limit: 10, windowSeconds: 60 * 60 }, account: { limit: 3, windowSeconds: 60 * 60 } },
  resetPassword: {
    ip: { limit: 20, windowSeconds: 60 * 60 },
    account: { limit: 5, windowSeconds: 60 * 60 },
  },
  /** check-user-email-exists, get-email-from-token, get-user-by-token, confirm-email. */
  lookup: { ip: { limit: 60, windowSeconds: 10 * 60 } },
};

/**
 * Every limit multiplied by `factor` (RATE_LIMIT_FACTOR; windows unchanged): a test stack that signs
 * up hundreds of users from one address raises them; production keeps factor 1.
 */
export function scaleRateLimits(
  limits: Record<RatePolicyName, RatePolicy>,
  factor: number,
): Record<RatePolicyName, RatePolicy> {
  const scale = (limit: Limit): Limit => ({ ...limit, limit: limit.limit * factor });
  return Object.fromEntries(
    Object.entries(limits).map(([name, policy]) => [
      name,
      { ip: scale(policy.ip), ...(policy.account ? { account: scale(policy.account) } : {}) },
    ]),
  ) as Record<RatePolicyName, RatePolicy>;
}
