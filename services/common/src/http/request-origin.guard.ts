import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pylands/contracts';
import type { FastifyRequest } from 'fastify';
import { SERVER_TO_SERVER } from '../session/decorators';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SCRIPT_DESTINATIONS = new Set(['script', 'worker', 'sharedworker', 'serviceworker']);

/** Why the request is refused, or null when it may go on. Exported for the gateway to share. */
export function refuseReason(method: string, headers: FastifyRequest['headers']): string | null {
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  };
  // Sandboxed frames and learner code run with an opaque origin: never let them call the API.
  if (header('origin') === 'null') return 'Requests from an opaque origin are not allowed';
  if (header('sec-fetch-site') === 'cross-site') return 'Cross-site requests are not allowed';
  // A script or worker importing an /api URL is learner code trying to reach the API.
  const destination = header('sec-fetch-dest');
  if (destination && SCRIPT_DESTINATIONS.has(destination)) return 'API responses cannot be loaded as scripts';
  if (!SAFE_METHODS.has(method.toUpperCase()) && header(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
    return `Missing header ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}`;
  }
  return null;
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
