import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, SERVICE_CONFIG, type Identity, type ServiceConfig } from '@pylands/common';
import {
  INTERNAL_ORGANIZATION_PATHS,
  studentAssistantSettingsSchema,
  type StudentAssistantSettings,
} from '@pylands/contracts';
import { TIPS_CONFIG, type TipsConfig } from '../config/tips-config';
import { AssistantSettingsReader } from './assistant-settings-reader';

/**
 * An organization student's assistant_enabled and assistant_attempt_limit, set by their teachers in
 * the organizations service. Only asked when the session says the chosen student belongs to an
 * organization.
 */
@Injectable()
export class OrganizationAssistant extends AssistantSettingsReader {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(TIPS_CONFIG) private readonly tips: TipsConfig,
    context: RequestContext,
  ) {
    super(config, context, 'OrganizationAssistant');
  }

  /** null when the caller is not an organization student (their usual limits apply). */
  settingsFor(identity: Identity | null): Promise<StudentAssistantSettings | null> {
    if (!identity?.student_id || !identity.organization_id) return Promise.resolve(null);
    return this.read(
      `${this.tips.organizationsUrl}${INTERNAL_ORGANIZATION_PATHS.studentAssistant(identity.student_id)}`,
      studentAssistantSettingsSchema,
      'Your school’s assistant settings cannot be read right now. Please try again later.',
    );
  }
}
