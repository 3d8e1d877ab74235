import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies go through @fastify/cookie, registered on every service's adapter (bootstrap.ts): it
 * parses the Cookie header once per request (a malformed value comes back undecoded, never throws)
 * and serialises Set-Cookie. These helpers only fix the options every Pylands cookie shares.
 */
export { fastifyCookie };

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  secure: boolean;
  /** Seconds. */
  maxAge: number;
}

/** The named cookie of the request; undefined when absent. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies?.[name] ?? undefined;
}

/** Adds a Set-Cookie for `name` to the reply (the last one set for a name and path wins). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.setCookie(name, value, options);
}

/** Tells the browser to drop the cookie (Max-Age=0 and an Expires in 1970). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  reply.clearCookie(name, { ...options, maxAge: 0 });
}
