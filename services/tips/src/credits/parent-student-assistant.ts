import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  RequestContext,
  SERVICE_CONFIG,
  type Identity,
  type ServiceConfig,
  InternalServiceClient,
} from '@pylands/common';
import {
  INTERNAL_STUDENT_ASSISTANT_PATH,
  internalStudentAssistantSchema,
  type InternalStudentAssistant,
} from '@pylands/contracts';
import { TIPS_CONFIG, type TipsConfig } from '../config/tips-config';

const TIMEOUT_MS = 5000;

/**
 * A parent's child's assistant_enabled and assistant_attempt_limit, set by the parent on the
 * edit-student page and kept by auth, read from it on every call (internal route, service secret)
 * so the parent's change applies to the very next tip. Only asked for a chosen student outside any
 * organization (an organization student's settings come from organizations).
 */
@Injectable()
export class ParentStudentAssistant extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(TIPS_CONFIG) private readonly tips: TipsConfig,
    context: RequestContext,
  ) {
    super(config, context, 'ParentStudentAssistant');
  }

  /** null when the caller is not a parent's chosen student (or the student was just deleted). */
  async settingsFor(identity: Identity | null): Promise<InternalStudentAssistant | null> {
    if (!identity?.student_id || identity.organization_id) return null;
    const url = `${this.tips.authUrl}${INTERNAL_STUDENT_ASSISTANT_PATH(identity.student_id)}`;
    try {
      const answer = await this.callRoute(url, { timeoutMs: TIMEOUT_MS });
      // Deleted since the session began: the session guard ends such sessions; the usual limits meanwhile.
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`auth answered ${answer.status}`);
      return internalStudentAssistantSchema.parse(answer.body);
    } catch (error) {
      // As for an organization student's settings: no guessing, so a child the parent turned off gets no tip.
      this.logger.warn({ message: 'assistant settings unavailable', error: (error as Error).message });
      throw new ServiceUnavailableException(
        'The assistant settings cannot be read right now. Please try again later.',
      );
    }
  }
}
