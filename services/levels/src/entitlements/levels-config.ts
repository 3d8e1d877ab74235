export const LEVELS_OPTIONS = Symbol('LEVELS_OPTIONS');

export interface LevelsOptions {
  /** Where payments' internal entitlements route is (PAYMENTS_URL). */
  paymentsUrl: string;
  /** Where auth's internal accounts route is (AUTH_URL): staff flag and students' names for creative levels. */
  authUrl: string;
  /** How long an answer of payments is reused for the same session (ENTITLEMENTS_CACHE_MS). */
  entitlementsCacheMs: number;
}

export function loadLevelsOptions(env: NodeJS.ProcessEnv = process.env): LevelsOptions {
  const cache = Number(env.ENTITLEMENTS_CACHE_MS);
  return {
    paymentsUrl: env.PAYMENTS_URL || `http://127.0.0.1:${env.PAYMENTS_PORT || '3005'}`,
    authUrl: env.AUTH_URL || `http://127.0.0.1:${env.AUTH_PORT || '3001'}`,
    entitlementsCacheMs: Number.isFinite(cache) && cache >= 0 ? cache : 3000,
  };
}
