import * as oidc from 'openid-client';
import type { GoogleLoginConfig } from './google-config';

/** What Google's ID token says about the account (OpenID Connect claims). */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
}

/** One login's secrets, kept by the browser (state cookie) until Google sends it back. */
export interface GoogleLoginChecks {
  state: string;
  codeVerifier: string;
}

/** Why a Google login ended without a session (the login page says it): Google refused, or our rules did. */
export class GoogleLoginRefused extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Log In with Google through openid-client (authorization code flow with state and PKCE S256): the
 * endpoints come from the issuer's discovery document, fetched on first use and kept.
 */
export class GoogleOidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly config: GoogleLoginConfig,
    private readonly callbackUrl: string,
  ) {}

  /** Google's consent page for a new login, and the checks its callback must pass. */
  async start(): Promise<GoogleLoginChecks & { url: string }> {
    const configuration = await this.discover();
    const state = oidc.randomState();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl,
      scope: 'openid email profile',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state, codeVerifier };
  }

  /** The callback's query (`code`, `state` or `error`): exchanges the code and reads the ID token. */
  async finish(query: URLSearchParams, checks: GoogleLoginChecks): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    const currentUrl = new URL(this.callbackUrl);
    currentUrl.search = query.toString();
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        expectedState: checks.state,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      };
    } catch (error) {
      // Google's own OAuth answers (consent denied, invalid_grant) are refusals; failed checks
      // (a state not ours, a bad ID token) and network trouble are left to be logged.
      if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError)
        throw new GoogleLoginRefused(error.message);
      throw error;
    }
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.issuer);
    // Plain http only for a test issuer on this machine.
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    this.configuration ??= oidc
      .discovery(
        issuer,
        this.config.clientId,
        undefined,
        oidc.ClientSecretPost(this.config.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = null; // Google unreachable now: try again on the next login.
        throw error;
      });
    return this.configuration;
  }
}
