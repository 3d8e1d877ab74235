import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ANONYMOUS_COOKIE } from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { readCookie, setCookie } from './cookies';

/** A year: the id only has to outlive a day's attempts, but a shorter life would reset them early. */
export const ANONYMOUS_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
// Domain separation: a MAC made for this cookie can never be mistaken for one made for anything else.
const MAC_CONTEXT = 'pylands_anon.v1.';

function mac(id: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(MAC_CONTEXT + id)
    .digest('base64url');
}

/** `<id>.<HMAC-SHA256(secret, context + id)>`, id = 16 random bytes in base64url. */
export function signAnonymousId(id: string, secret: string): string {
  return `${id}.${mac(id, secret)}`;
}

export function newAnonymousId(): string {
  return randomBytes(16).toString('base64url');
}

/** The id in a cookie value this secret signed; null for anything forged, altered or malformed. */
export function verifyAnonymousCookie(value: string | undefined, secret: string): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.indexOf('.');
  if (dot === -1) return null;
  const id = value.slice(0, dot);
  if (!ID_PATTERN.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * Anonymous visitors' ids, carried in a signed httpOnly cookie so per-visitor limits survive a
 * reload. The cookie is issued the first time a request needs the id; a tampered one is replaced.
 */
@Injectable()
export class AnonymousVisitors {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {}

  /** The caller's id, issuing a fresh signed cookie on the reply when there is no valid one. */
  identify(request: FastifyRequest, reply: FastifyReply): string {
    const existing = verifyAnonymousCookie(readCookie(request, ANONYMOUS_COOKIE), this.config.jwtSecret);
    if (existing) return existing;
    const id = newAnonymousId();
    setCookie(reply, ANONYMOUS_COOKIE, signAnonymousId(id, this.config.jwtSecret), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.config.cookieSecure,
      maxAge: ANONYMOUS_COOKIE_MAX_AGE_SECONDS,
    });
    return id;
  }
}
