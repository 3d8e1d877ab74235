import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  callServiceFor,
  RequestContext,
  SERVICE_CONFIG,
  serviceSecret,
  type ServiceConfig,
} from '@pylands/common';
import { internalAccountSchema, internalCertificateSchema, type InternalAccount } from '@pylands/contracts';
import type { z } from 'zod';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments-config';

const TIMEOUT_MS = 5000;

/**
 * What payments asks other services on their internal routes (service secret): accounts from auth
 * (staff flag, organization, a parent's students), course certificates from levels.
 */
@Injectable()
export class InternalServices {
  private readonly logger = new Logger(InternalServices.name);
  private readonly secret: string;

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(SERVICE_CONFIG) serviceConfig: ServiceConfig,
    private readonly context: RequestContext,
  ) {
    this.secret = serviceSecret(serviceConfig);
  }

  account(userId: string): Promise<InternalAccount> {
    return this.get(
      this.config.authUrl,
      `/internal/accounts/${encodeURIComponent(userId)}`,
      internalAccountSchema,
      'Accounts',
    );
  }

  /** 404 (with auth's message) when no account has this email. */
  accountByEmail(email: string): Promise<InternalAccount> {
    return this.get(
      this.config.authUrl,
      `/internal/accounts?email=${encodeURIComponent(email)}`,
      internalAccountSchema,
      'Accounts',
    );
  }

  /** Whether the student holds the course's certificate (every level complete). */
  async hasCertificate(courseSlug: string, studentId: string): Promise<boolean> {
    const answer = await this.get(
      this.config.levelsUrl,
      `/internal/certificates/${encodeURIComponent(courseSlug)}/${encodeURIComponent(studentId)}`,
      internalCertificateSchema,
      'Course progress',
    );
    return answer.certificate !== null;
  }

  private async get<T extends z.ZodType>(
    base: string,
    path: string,
    schema: T,
    what: string,
  ): Promise<z.infer<T>> {
    const body = await callServiceFor(
      new URL(path, base).toString(),
      this.secret,
      { timeoutMs: TIMEOUT_MS, requestId: this.context.requestId() },
      {
        logger: this.logger,
        what: `${what} (${path.split('/')[2]})`,
        unavailable: `${what} cannot be checked right now`,
        refused: `${what} cannot be checked right now`,
      },
    );
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      this.logger.warn({ message: `${what}: unexpected answer`, path, issues: parsed.error.issues });
      throw new BadGatewayException(`${what} cannot be checked right now`);
    }
    return parsed.data;
  }
}
