import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pylands/contracts';
import type { FastifyRequest } from 'fastify';
import { SERVER_TO_SERVER } from '../session/decorators';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SCRIPT_DESTINATIONS = new Set(['script', 'worker', 'sharedworker', 'serviceworker']);

/** Fetch metadata a browser sends for a request its own page made (or a user typed). */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * Why the request is refused, or null when it may go on. Exported for the gateway to share.
 *
 * A state change must come from our own pages or from a client that is not a browser (a script, a
 * test, curl): the spec's clients send JSON with credentials and nothing more. A browser says where
 * a request comes from (Sec-Fetch-Site, else Origin), and a page of another site cannot hide it;
 * with SameSite=Lax cookies it would not carry the session either. Our front ends also send
 * `X-Requested-With: pylands`, which no other site can add without a CORS preflight we never allow.
 */
export function refuseReason(method: string, headers: FastifyRequest['headers']): string | null {
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  };
  const origin = header('origin');
  // Sandboxed frames and learner code run with an opaque origin: never let them call the API.
  if (origin === 'null') return 'Requests from an opaque origin are not allowed';
  const site = header('sec-fetch-site');
  if (site === 'cross-site') return CROSS_SITE;
  // A script or worker importing an /api URL is learner code trying to reach the API.
  const destination = header('sec-fetch-dest');
  if (destination && SCRIPT_DESTINATIONS.has(destination)) return 'API responses cannot be loaded as scripts';
  if (SAFE_METHODS.has(method.toUpperCase()) || header(CSRF_HEADER) === CSRF_HEADER_VALUE) return null;
  if (site !== undefined) return OWN_SITE.has(site) ? null : CROSS_SITE;
  if (origin !== undefined)
    return sameHost(origin, header('x-forwarded-host') ?? header('host')) ? null : CROSS_SITE;
  return null;
}

const CROSS_SITE = 'Cross-site requests are not allowed';

/** Whether an Origin header names the host the request was sent to (through the gateway: its host). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.split(',')[0].trim();
  } catch {
    return false;
  }
}

/** CSRF and learner-code defence on every call: checks the browser's own request metadata. */
@Injectable()
export class RequestOriginGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (
      this.reflector.getAllAndOverride<boolean>(SERVER_TO_SERVER, [context.getHandler(), context.getClass()])
    )
      return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reason = refuseReason(request.method, request.headers);
    if (reason) throw new ForbiddenException(reason);
    return true;
  }
}
