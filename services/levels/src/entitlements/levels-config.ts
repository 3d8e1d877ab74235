import { ENTITLEMENTS_OPTIONS, loadEntitlementsOptions, type EntitlementsOptions } from '@pylands/common';

/** levels' options: the entitlements client's (common, under the same token) and auth's address. */
export const LEVELS_OPTIONS = ENTITLEMENTS_OPTIONS;

export interface LevelsOptions extends EntitlementsOptions {
  /** Where auth's internal accounts route is (AUTH_URL): staff flag and students' names for creative levels. */
  authUrl: string;
  /** The site's public address (PUBLIC_URL, else APP_URL) printed on certificates; unset: the request's origin. */
  publicUrl?: string;
}

export function loadLevelsOptions(env: NodeJS.ProcessEnv = process.env): LevelsOptions {
  return {
    ...loadEntitlementsOptions(env),
    authUrl: env.AUTH_URL || `http://127.0.0.1:${env.AUTH_PORT || '3001'}`,
    publicUrl: (env.PUBLIC_URL || env.APP_URL || '').replace(/\/+$/, '') || undefined,
  };
}
