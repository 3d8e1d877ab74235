import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { RequestContext, SERVICE_CONFIG, type ServiceConfig, InternalServiceClient } from '@pylands/common';
import {
  entitlementsSchema,
  INTERNAL_PAYMENTS_PATHS,
  internalTrialSchema,
  studentLimitMessage,
} from '@pylands/contracts';
import { ORGANIZATIONS_CONFIG, type OrganizationsConfig } from '../auth-client/organizations-config';

const TIMEOUT_MS = 5000;

/**
 * What organizations asks payments (internal routes, service secret): a new school's trial, and
 * how many students its plan covers. Neither blocks a school when payments cannot answer: the
 * trial is asked again until it lands (TrialOutbox), and the student limit is not applied (a
 * billing safeguard; the levels themselves stay locked without entitlements, see levels' LevelLocks).
 */
@Injectable()
export class PaymentsClient extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(ORGANIZATIONS_CONFIG) private readonly options: OrganizationsConfig,
    context: RequestContext,
  ) {
    super(config, context, 'PaymentsClient');
  }

  /**
   * The 30-day trial of the small plan; asking twice changes nothing (payments keeps one per school).
   * False when payments did not take it (TrialOutbox asks again).
   */
  async startTrial(organizationId: string, adminUserId: string): Promise<boolean> {
    const body = await this.call('PUT', INTERNAL_PAYMENTS_PATHS.organizationTrial(organizationId), {
      admin_user_id: adminUserId,
    });
    return internalTrialSchema.safeParse(body).success;
  }

  /** 409 naming the limit when `adding` more students would pass the plan's (or trial's) limit. */
  async assertRoomFor(organizationId: string, current: number, adding: number): Promise<void> {
    const url = `${INTERNAL_PAYMENTS_PATHS.entitlements}?organization_id=${encodeURIComponent(organizationId)}`;
    const parsed = entitlementsSchema.safeParse(await this.call('GET', url));
    if (!parsed.success) return;
    const limit = parsed.data.plan?.students_limit ?? null;
    if (limit !== null && current + adding > limit) throw new ConflictException(studentLimitMessage(limit));
  }

  /** The body of a success, else undefined (logged). */
  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    try {
      const answer = await this.callRoute(`${this.options.paymentsUrl}${path}`, {
        method,
        body,
        timeoutMs: TIMEOUT_MS,
      });
      if (answer.ok) return answer.body;
      this.logger.warn({ message: `payments ${method} ${path}: refused`, status: answer.status });
    } catch (error) {
      this.logger.warn({ message: `payments ${method} ${path}: unreachable`, error: String(error) });
    }
    return undefined;
  }
}
