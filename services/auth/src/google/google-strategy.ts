import { Strategy, type Profile } from 'passport-google-oauth20';
import type { GoogleLoginConfig } from './google-config';

/** What one step of the passport strategy ended with. */
export type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; profile: Profile }
  | { kind: 'fail'; reason: string };

/** The parts of a request passport-oauth2 reads (absolute callback URL: no headers needed). */
export interface StrategyRequest {
  query: Record<string, unknown>;
}

type ActionStrategy = Strategy & {
  redirect(url: string): void;
  success(profile: unknown): void;
  fail(challenge?: unknown): void;
  error(error: unknown): void;
  pass(): void;
};

/**
 * The real passport-google-oauth20 strategy, run without Express: passport's `authenticate`
 * augments a strategy with these five actions; here each one settles a promise instead of writing
 * to the response, so the Fastify controller decides what to answer.
 */
export class GoogleStrategyRunner {
  private readonly strategy: Strategy;

  constructor(config: GoogleLoginConfig, callbackUrl: string) {
    this.strategy = new Strategy(
      {
        clientID: config.clientId,
        clientSecret: config.clientSecret,
        callbackURL: callbackUrl,
        authorizationURL: config.authorizationUrl,
        tokenURL: config.tokenUrl,
        userProfileURL: config.userinfoUrl,
      },
      // The verify step hands the profile on; the account is found or made by GoogleLoginService.
      (_accessToken: string, _refreshToken: string, profile: Profile, done: (e: null, p: Profile) => void) =>
        done(null, profile),
    );
  }

  /** Where to send the browser: Google's consent page, carrying `state`. */
  async authorizeUrl(state: string): Promise<string> {
    const outcome = await this.run({ query: {} }, { scope: ['openid', 'email', 'profile'], state });
    if (outcome.kind !== 'redirect') throw new Error('The Google strategy did not redirect');
    return outcome.url;
  }

  /** The callback: exchanges the code and reads the profile (or says why not). */
  callback(request: StrategyRequest): Promise<StrategyOutcome> {
    return this.run(request, {});
  }

  private run(request: StrategyRequest, options: Record<string, unknown>): Promise<StrategyOutcome> {
    return new Promise((resolve, reject) => {
      const step = Object.create(this.strategy) as ActionStrategy;
      step.redirect = (url) => resolve({ kind: 'redirect', url });
      step.success = (profile) => resolve({ kind: 'success', profile: profile as Profile });
      step.fail = (challenge) =>
        resolve({ kind: 'fail', reason: describe(challenge) ?? 'Google did not sign you in' });
      step.error = (error) => reject(error instanceof Error ? error : new Error(String(error)));
      step.pass = () => resolve({ kind: 'fail', reason: 'Nothing to do' });
      step.authenticate(request as never, options);
    });
  }
}

function describe(challenge: unknown): string | undefined {
  if (typeof challenge === 'string') return challenge;
  const message = (challenge as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
