import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SESSION_COOKIE } from '@pylands/contracts';
import type { FastifyReply } from 'fastify';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { serializeCookie, type CookieOptions } from './cookies';
import { identitySchema, type Identity } from './identity';

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

  sign(identity: Identity): string {
    const { user_id, student_id, user_type, organization_id } = identity;
    return this.jwt.sign({ user_id, student_id, user_type, organization_id });
  }

  /** The identity in a valid, unexpired token; null for anything else. */
  verify(token: string | undefined): Identity | null {
    if (!token || token.length > 4096) return null;
    try {
      const parsed = identitySchema.safeParse(this.jwt.verify(token));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
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

  setSessionCookie(reply: FastifyReply, identity: Identity): void {
    reply.header('set-cookie', serializeCookie(SESSION_COOKIE, this.sign(identity), this.cookieOptions()));
  }

  clearSessionCookie(reply: FastifyReply): void {
    reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { ...this.cookieOptions(), maxAge: 0 }));
  }
}
