/** Log In with Google (README: configuration). Null when GOOGLE_CLIENT_ID is not set: the button is turned away. */
export interface GoogleLoginConfig {
  clientId: string;
  clientSecret: string;
  /** Google's by default; tests point them at an OAuth2 server on loopback. */
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export function loadGoogleConfig(env: NodeJS.ProcessEnv): GoogleLoginConfig | null {
  if (!env.GOOGLE_CLIENT_ID) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
    authorizationUrl: env.GOOGLE_AUTHORIZATION_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    userinfoUrl: env.GOOGLE_USERINFO_URL || 'https://openidconnect.googleapis.com/v1/userinfo',
  };
}
