/** Log In with Google (README: configuration). Null when GOOGLE_CLIENT_ID is not set: the button is turned away. */
export interface GoogleLoginConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID Connect issuer whose discovery document names the endpoints: Google's by default; tests use one on loopback. */
  issuer: string;
}

export function loadGoogleConfig(env: NodeJS.ProcessEnv): GoogleLoginConfig | null {
  if (!env.GOOGLE_CLIENT_ID) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
    issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
  };
}
