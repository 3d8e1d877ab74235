import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UserType, type CurrentUser, type GoogleAuthorizeQuery } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { findUserByEmail, normalizeEmail } from '../accounts/users-by-email';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { PasswordHasher } from '../password/password-hasher';
import { toCurrentUser } from '../session/current-user';
import { SessionService, type SessionResult } from '../session/session.service';
import { User } from '../users/user.entity';
import {
  GoogleLoginRefused,
  GoogleOidcClient,
  type GoogleIdentity,
  type GoogleLoginChecks,
} from './google-oidc-client';

const UNIQUE_VIOLATION = '23505';

/**
 * Log In with Google: openid-client talks to Google; this finds the account by its
 * Google id, else by the verified email (linking it), else makes a parent account.
 */
@Injectable()
export class GoogleLoginService {
  private readonly client: GoogleOidcClient | null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.client = config.google
      ? new GoogleOidcClient(config.google, `${config.appUrl}/api/auth/google_callback`)
      : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** Google's consent page, and the state and PKCE verifier the browser keeps for the callback. */
  start(): Promise<GoogleLoginChecks & { url: string }> {
    if (!this.client) throw new GoogleLoginRefused('Log In with Google is not configured');
    return this.client.start();
  }

  /** The session for the Google account's user, and the language its pages open in. */
  async callback(
    query: URLSearchParams,
    checks: GoogleLoginChecks,
    /** What a new account keeps from the visit that started the login, as sign-up does. */
    facts: GoogleAuthorizeQuery = {},
  ): Promise<{ session: SessionResult<CurrentUser>; language: string }> {
    if (!this.client) throw new GoogleLoginRefused('Log In with Google is not configured');
    const identity = await this.client.finish(query, checks);
    const user = await this.accountFor(identity, facts);
    const session = await this.sessions.issue(user, null, toCurrentUser(user, null));
    return { session, language: user.language ?? 'en' };
  }

  private async accountFor(identity: GoogleIdentity, facts: GoogleAuthorizeQuery): Promise<User> {
    // An unverified address could be someone else's: never link or create an account with it.
    if (!identity.email || !identity.emailVerified)
      throw new GoogleLoginRefused('Your Google account has no verified email');
    const email = identity.email;
    const users = this.dataSource.getRepository(User);
    const linked = await users.findOneBy({ googleSub: identity.sub });
    if (linked) return linked;
    const existing = await findUserByEmail(this.dataSource.manager, email);
    if (existing) {
      existing.googleSub = identity.sub;
      existing.emailVerified = true;
      return users.save(existing);
    }
    // No password was chosen: a random one nobody knows (forgot-password sets a real one).
    const passwordHash = await this.passwords.hash(randomBytes(32).toString('base64url'));
    try {
      return await users.save(
        users.create({
          email: normalizeEmail(email),
          passwordHash,
          userType: UserType.Parent,
          organizationId: null,
          emailVerified: true,
          googleSub: identity.sub,
          language: facts.language ?? null,
          trafficSource: facts.traffic_source || null,
        }),
      );
    } catch (error) {
      // The same Google login finishing twice at once: the unique indexes decide, the first wins.
      if ((error as { driverError?: { code?: string } }).driverError?.code !== UNIQUE_VIOLATION) throw error;
      const winner = await users.findOneBy({ googleSub: identity.sub });
      if (!winner) throw error;
      return winner;
    }
  }
}
