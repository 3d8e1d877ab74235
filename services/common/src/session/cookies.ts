import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies go through @fastify/cookie, registered on every service's adapter (bootstrap.ts): it
 * parses the Cookie header once per request (a malformed value comes back undecoded, never throws)
 * and serialises Set-Cookie. These helpers only fix the options every Pylands cookie shares.
 */
export { fastifyCookie };

/**
 * `true`/`false` force the Secure flag (COOKIE_SECURE); `'auto'` (the default) sets it unless the
 * visitor reached a loopback host over plain HTTP, so a deployment cannot forget it.
 */
export type CookieSecurity = boolean | 'auto';

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  secure: CookieSecurity;
  /** Seconds. */
  maxAge: number;
}

/** The named cookie of the request; undefined when absent. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies?.[name] ?? undefined;
}

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether a cookie set on this request is marked Secure. Behind the gateway, `request.host` and
 * `request.protocol` are the visitor's (its X-Forwarded-Host/Proto, trusted from loopback).
 */
export function isSecureCookieRequest(request: FastifyRequest, security: CookieSecurity): boolean {
  if (security !== 'auto') return security;
  return request.protocol === 'https' || !LOOPBACK_HOST.test(request.host ?? '');
}

/** Adds a Set-Cookie for `name` to the reply (the last one set for a name and path wins). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.setCookie(name, value, { ...options, secure: isSecureCookieRequest(reply.request, options.secure) });
}

/** Tells the browser to drop the cookie (Max-Age=0 and an Expires in 1970). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  const secure = isSecureCookieRequest(reply.request, options.secure);
  reply.clearCookie(name, { ...options, secure, maxAge: 0 });
}
