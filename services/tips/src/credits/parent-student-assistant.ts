import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, SERVICE_CONFIG, type Identity, type ServiceConfig } from '@pylands/common';
import {
  INTERNAL_STUDENT_ASSISTANT_PATH,
  internalStudentAssistantSchema,
  type InternalStudentAssistant,
} from '@pylands/contracts';
import { TIPS_CONFIG, type TipsConfig } from '../config/tips-config';
import { AssistantSettingsReader } from './assistant-settings-reader';

/**
 * A parent's child's assistant_enabled and assistant_attempt_limit, set by the parent on the
 * edit-student page and kept by auth. Only asked for a chosen student outside any organization (an
 * organization student's settings come from organizations).
 */
@Injectable()
export class ParentStudentAssistant extends AssistantSettingsReader {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(TIPS_CONFIG) private readonly tips: TipsConfig,
    context: RequestContext,
  ) {
    super(config, context, 'ParentStudentAssistant');
  }

  /** null when the caller is not a parent's chosen student (or the student was just deleted). */
  settingsFor(identity: Identity | null): Promise<InternalStudentAssistant | null> {
    if (!identity?.student_id || identity.organization_id) return Promise.resolve(null);
    return this.read(
      `${this.tips.authUrl}${INTERNAL_STUDENT_ASSISTANT_PATH(identity.student_id)}`,
      internalStudentAssistantSchema,
      'The assistant settings cannot be read right now. Please try again later.',
    );
  }
}
