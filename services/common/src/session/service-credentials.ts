import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { SERVICE_SECRET_HEADER } from '@pylands/contracts';
import type { FastifyRequest } from 'fastify';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';

/**
 * The secret services show each other on internal calls (header SERVICE_SECRET_HEADER): the
 * SERVICE_SECRET variable, else derived from the JWT secret every service already shares, so a
 * local stack and a test run need nothing more. Production sets both.
 */
export function serviceSecret(config: ServiceConfig, env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env.SERVICE_SECRET;
  if (explicit) {
    if (explicit.length < 32) throw new Error('SERVICE_SECRET must be at least 32 characters');
    return explicit;
  }
  return createHmac('sha256', config.jwtSecret).update('pylands-service-credentials').digest('base64url');
}

/** Internal routes (mark them @Public() too): only callers with the service secret get in (401 otherwise). */
@Injectable()
export class ServiceCredentialsGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    this.expected = Buffer.from(serviceSecret(config));
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const given = Buffer.from(String(request.headers[SERVICE_SECRET_HEADER] ?? ''));
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) {
      throw new UnauthorizedException('Service credentials required');
    }
    return true;
  }
}
