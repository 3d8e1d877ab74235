export interface OrganizationsConfig {
  /** Where the auth service listens (internal calls with the service secret). */
  authUrl: string;
  /** Where the payments service listens (a new school's trial, its plan's student limit). */
  paymentsUrl: string;
  /** Public address of the app, for the links in invitation emails. */
  appUrl: string;
  invitationTtlSeconds: number;
  /** How often a trial payments did not take is asked again (TRIAL_RETRY_MS). */
  trialRetryMs: number;
}

export const ORGANIZATIONS_CONFIG = Symbol('ORGANIZATIONS_CONFIG');

export function loadOrganizationsConfig(env: NodeJS.ProcessEnv = process.env): OrganizationsConfig {
  const port = env.PORT || '8080';
  return {
    authUrl: env.AUTH_URL || `http://127.0.0.1:${env.AUTH_PORT || '3001'}`,
    paymentsUrl: env.PAYMENTS_URL || `http://127.0.0.1:${env.PAYMENTS_PORT || '3005'}`,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    invitationTtlSeconds: Number(env.INVITATION_TOKEN_TTL_SECONDS) || 7 * 24 * 60 * 60,
    trialRetryMs: Number(env.TRIAL_RETRY_MS) || 10_000,
  };
}
