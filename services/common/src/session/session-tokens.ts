import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SESSION_COOKIE } from '@pylands/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { clearCookie, setCookie, type CookieOptions } from './cookies';
import { identitySchema, type Identity } from './identity';

const sessionClaimsSchema = identitySchema.extend({ sv: z.number().int().nonnegative() });

export interface VerifiedSession {
  identity: Identity;
  /** The account's session version when the token was issued. */
  version: number;
}

/** Signs and verifies the session JWT (HS256, shared secret) and writes the httpOnly cookie. */
@Injectable()
export class SessionTokens {
  private readonly jwt: JwtService;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {
    this.jwt = new JwtService({
      secret: config.jwtSecret,
      signOptions: { algorithm: 'HS256', expiresIn: config.sessionTtlSeconds, issuer: 'pylands' },
      verifyOptions: { algorithms: ['HS256'], issuer: 'pylands' },
    });
  }

  /** `version` is the account's session version (see SessionRegistry): the token dies when it changes. */
  sign(identity: Identity, version: number): string {
    const { user_id, student_id, user_type, organization_id } = identity;
    return this.jwt.sign({ user_id, student_id, user_type, organization_id, sv: version });
  }

  /** The identity and session version in a well-signed, unexpired token; null for anything else. */
  verifySession(token: string | undefined): VerifiedSession | null {
    if (!token || token.length > 4096) return null;
    try {
      const parsed = sessionClaimsSchema.safeParse(this.jwt.verify(token));
      if (!parsed.success) return null;
      const { sv, ...identity } = parsed.data;
      return { identity, version: sv };
    } catch {
      return null;
    }
  }

  /**
   * The identity in a well-signed, unexpired token; null for anything else. Does not ask whether the
   * session was revoked: the AuthGuard does that (SessionRegistry).
   */
  verify(token: string | undefined): Identity | null {
    return this.verifySession(token)?.identity ?? null;
  }

  cookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.config.cookieSecure,
      maxAge: this.config.sessionTtlSeconds,
    };
  }

  setSessionCookie(reply: FastifyReply, identity: Identity, version: number): void {
    setCookie(reply, SESSION_COOKIE, this.sign(identity, version), this.cookieOptions());
  }

  clearSessionCookie(reply: FastifyReply): void {
    clearCookie(reply, SESSION_COOKIE, this.cookieOptions());
  }
}
