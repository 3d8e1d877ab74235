import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RatePolicyName } from './rate-limits';
import { accountKey, RateLimiter, TooManyRequestsException, type RateCaller } from './rate-limiter.service';

const RATE_POLICY = 'pylands:rate-policy';

/** Counts calls to this route against a policy of rate-limits.ts (429 with Retry-After past it). */
export const RateLimit = (policy: RatePolicyName) => SetMetadata(RATE_POLICY, policy);

/** Who is calling, for the counters: the client IP (behind the gateway: X-Forwarded-For) and the email or token named. */
export function rateCaller(request: FastifyRequest): RateCaller {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return {
    ip: request.ip,
    account: accountKey(body.email ?? query.email, body.token ?? query.token),
  };
}

/** Runs after the session guard; routes without @RateLimit pass untouched. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.get<RatePolicyName | undefined>(RATE_POLICY, context.getHandler());
    if (!policy) return true;
    const http = context.switchToHttp();
    try {
      await this.limiter.hit(policy, rateCaller(http.getRequest<FastifyRequest>()));
    } catch (error) {
      if (error instanceof TooManyRequestsException) {
        http.getResponse<FastifyReply>().header('retry-after', String(error.retryAfterSeconds));
      }
      throw error;
    }
    return true;
  }
}
