import { Logger } from '@nestjs/common';
import type { ServiceConfig } from '../config/service-config';
import type { RequestContext } from '../logging/request-context';
import {
  callService,
  callServiceFor,
  serviceSecret,
  type InternalCallContext,
  type ServiceAnswer,
  type ServiceCallOptions,
} from './service-credentials';

/**
 * A client of another service's internal routes: the service secret, the request id the other
 * service logs under, and the 502 rules of `callServiceFor`. Each client adds only its calls.
 */
export abstract class InternalServiceClient {
  protected readonly logger: Logger;
  private readonly secret: string;

  protected constructor(
    config: ServiceConfig,
    private readonly context: RequestContext,
    name: string,
  ) {
    this.logger = new Logger(name);
    this.secret = serviceSecret(config);
  }

  /** Any HTTP answer, for the caller to map; a network failure throws `ServiceUnreachableError`. */
  protected callRoute(url: string, options: Omit<ServiceCallOptions, 'requestId'>): Promise<ServiceAnswer> {
    return callService(url, this.secret, { ...options, requestId: this.context.requestId() });
  }

  /** The body of a success, the caller's own mistakes kept (404, 409, 422), anything else a 502. */
  protected callRouteFor(
    url: string,
    options: Omit<ServiceCallOptions, 'requestId'>,
    messages: Omit<InternalCallContext, 'logger'>,
  ): Promise<unknown> {
    return callServiceFor(
      url,
      this.secret,
      { ...options, requestId: this.context.requestId() },
      { logger: this.logger, ...messages },
    );
  }
}
