import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BadGatewayException,
  HttpException,
  Inject,
  Injectable,
  UnauthorizedException,
  type Logger,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { CSRF_HEADER, CSRF_HEADER_VALUE, REQUEST_ID_HEADER, SERVICE_SECRET_HEADER } from '@pylands/contracts';
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

/** A network failure or time-out on a call to another service (it never answered). */
export class ServiceUnreachableError extends Error {}

export interface ServiceAnswer {
  status: number;
  ok: boolean;
  /** The JSON body, the text when it is not JSON, undefined when empty. */
  body: unknown;
}

export interface ServiceCallOptions {
  method?: string;
  body?: unknown;
  timeoutMs: number;
  /** The request this call serves (RequestContext): the other service logs under the same id. */
  requestId?: string;
}

/**
 * Calls another service's internal route with the service secret (and the CSRF header its origin
 * guard asks of every write). Any HTTP answer is returned for the caller to map; a network failure
 * or time-out throws ServiceUnreachableError.
 */
export async function callService(
  url: string,
  secret: string,
  options: ServiceCallOptions,
): Promise<ServiceAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        [SERVICE_SECRET_HEADER]: secret,
        ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new ServiceUnreachableError((error as Error).message);
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, ok: response.ok, body };
}

/** How a call made for a user's request speaks of the other service when it fails. */
export interface InternalCallContext {
  logger: Logger;
  /** Logged with the failure: which call it was. */
  what: string;
  /** 502 message when the other service did not answer. */
  unavailable: string;
  /** 502 message when it answered with anything but success or the caller's own mistake. */
  refused: string;
}

/**
 * `callService` for a call a user's request depends on: the body of a success; the caller's own
 * mistakes the other service reports (404, 409, 422) keep their status and message; no answer, or any
 * other status, is a 502 with the context's message (and a log line).
 */
export async function callServiceFor(
  url: string,
  secret: string,
  options: ServiceCallOptions,
  context: InternalCallContext,
): Promise<unknown> {
  let answer: ServiceAnswer;
  try {
    answer = await callService(url, secret, options);
  } catch (error) {
    if (!(error instanceof ServiceUnreachableError)) throw error;
    context.logger.warn({ message: `${context.what}: unreachable`, error: error.message });
    throw new BadGatewayException(context.unavailable);
  }
  if (answer.ok) return answer.body;
  if ([404, 409, 422].includes(answer.status))
    throw new HttpException(answer.body ?? `status ${answer.status}`, answer.status);
  context.logger.warn({ message: `${context.what}: refused`, status: answer.status, body: answer.body });
  throw new BadGatewayException(context.refused);
}
