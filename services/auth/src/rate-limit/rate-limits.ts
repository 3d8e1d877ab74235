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
