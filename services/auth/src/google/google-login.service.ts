import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UserType, type CurrentUser, type GoogleAuthorizeQuery } from '@pylands/contracts';
import type { Profile } from 'passport-google-oauth20';
import { DataSource } from 'typeorm';
import { findUserByEmail, normalizeEmail } from '../accounts/users-by-email';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { PasswordHasher } from '../password/password-hasher';
import { toCurrentUser } from '../session/current-user';
import { SessionService, type SessionResult } from '../session/session.service';
import { User } from '../users/user.entity';
import { GoogleStrategyRunner, type StrategyRequest } from './google-strategy';

const UNIQUE_VIOLATION = '23505';

/** Why a Google login ended without a session (the login page says it). */
export class GoogleLoginRefused extends Error {}

/**
 * Log In with Google: the passport strategy talks to Google; this finds the account by its
 * Google id, else by the verified email (linking it), else makes a parent account.
 */
@Injectable()
export class GoogleLoginService {
  private readonly runner: GoogleStrategyRunner | null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.runner = config.google
      ? new GoogleStrategyRunner(config.google, `${config.appUrl}/api/auth/google_callback`)
      : null;
  }

  get enabled(): boolean {
    return this.runner !== null;
  }

  authorizeUrl(state: string): Promise<string> {
    if (!this.runner) throw new GoogleLoginRefused('Log In with Google is not configured');
    return this.runner.authorizeUrl(state);
  }

  /** The session for the Google account's user, and the language its pages open in. */
  async callback(
    request: StrategyRequest,
    /** What a new account keeps from the visit that started the login, as sign-up does. */
    facts: GoogleAuthorizeQuery = {},
  ): Promise<{ session: SessionResult<CurrentUser>; language: string }> {
    if (!this.runner) throw new GoogleLoginRefused('Log In with Google is not configured');
    const outcome = await this.runner.callback(request);
    if (outcome.kind !== 'success')
      throw new GoogleLoginRefused(outcome.kind === 'fail' ? outcome.reason : '');
    const user = await this.accountFor(outcome.profile, facts);
    const session = await this.sessions.issue(user, null, toCurrentUser(user, null));
    return { session, language: user.language ?? 'en' };
  }

  private async accountFor(profile: Profile, facts: GoogleAuthorizeQuery): Promise<User> {
    const email = profile.emails?.find(
      (entry) => entry.verified === true || String(entry.verified) === 'true',
    );
    // An unverified address could be someone else's: never link or create an account with it.
    if (!profile.id || !email?.value)
      throw new GoogleLoginRefused('Your Google account has no verified email');
    const users = this.dataSource.getRepository(User);
    const linked = await users.findOneBy({ googleSub: profile.id });
    if (linked) return linked;
    const existing = await findUserByEmail(this.dataSource.manager, email.value);
    if (existing) {
      existing.googleSub = profile.id;
      existing.emailVerified = true;
      return users.save(existing);
    }
    // No password was chosen: a random one nobody knows (forgot-password sets a real one).
    const passwordHash = await this.passwords.hash(randomBytes(32).toString('base64url'));
    try {
      return await users.save(
        users.create({
          email: normalizeEmail(email.value),
          passwordHash,
          userType: UserType.Parent,
          organizationId: null,
          emailVerified: true,
          googleSub: profile.id,
          language: facts.language ?? null,
          trafficSource: facts.traffic_source || null,
        }),
      );
    } catch (error) {
      // The same Google login finishing twice at once: the unique indexes decide, the first wins.
      if ((error as { driverError?: { code?: string } }).driverError?.code !== UNIQUE_VIOLATION) throw error;
      const winner = await users.findOneBy({ googleSub: profile.id });
      if (!winner) throw error;
      return winner;
    }
  }
}
