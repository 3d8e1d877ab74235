import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  RequestContext,
  SERVICE_CONFIG,
  type Identity,
  type ServiceConfig,
  InternalServiceClient,
} from '@pylands/common';
import {
  INTERNAL_ORGANIZATION_PATHS,
  studentAssistantSettingsSchema,
  type StudentAssistantSettings,
} from '@pylands/contracts';
import { TIPS_CONFIG, type TipsConfig } from '../config/tips-config';

const TIMEOUT_MS = 5000;

/**
 * An organization student's assistant_enabled and assistant_attempt_limit, set by their teachers in
 * the organizations service and read from it on every call (internal route, service secret), so a
 * teacher's change applies to the very next tip. Only asked when the session says the chosen
 * student belongs to an organization.
 */
@Injectable()
export class OrganizationAssistant extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(TIPS_CONFIG) private readonly tips: TipsConfig,
    context: RequestContext,
  ) {
    super(config, context, 'OrganizationAssistant');
  }

  /** null when the caller is not an organization student (their usual limits apply). */
  async settingsFor(identity: Identity | null): Promise<StudentAssistantSettings | null> {
    if (!identity?.student_id || !identity.organization_id) return null;
    const url = `${this.tips.organizationsUrl}${INTERNAL_ORGANIZATION_PATHS.studentAssistant(identity.student_id)}`;
    try {
      const answer = await this.callRoute(url, {
        timeoutMs: TIMEOUT_MS,
      });
      // The student left the organization since the session began: the usual limits.
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`organizations answered ${answer.status}`);
      return studentAssistantSettingsSchema.parse(answer.body);
    } catch (error) {
      this.logger.warn({ message: 'assistant settings unavailable', error: (error as Error).message });
      throw new ServiceUnavailableException(
        'Your school’s assistant settings cannot be read right now. Please try again later.',
      );
    }
  }
}
