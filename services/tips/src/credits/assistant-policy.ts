import { Injectable } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import type { Entitlements } from '@pylands/contracts';
import { assistantPolicyFor, type AssistantPolicy } from './assistant-limits';
import { OrganizationAssistant } from './organization-assistant';
import { ParentStudentAssistant } from './parent-student-assistant';

/**
 * The caller's assistant policy for this very call: reads whichever settings apply (a school's for
 * its student, a parent's for their child; each reader answers null for anyone else, without a
 * call) and lets assistantPolicyFor decide. Used by both the credit counter and tip requests, so
 * the counter shows the limit a tip request meets.
 */
@Injectable()
export class AssistantPolicies {
  constructor(
    private readonly organizations: OrganizationAssistant,
    private readonly parents: ParentStudentAssistant,
  ) {}

  async policyFor(identity: Identity | null, entitlements: Entitlements | null): Promise<AssistantPolicy> {
    const [organization, parent] = await Promise.all([
      this.organizations.settingsFor(identity),
      this.parents.settingsFor(identity),
    ]);
    return assistantPolicyFor(identity, { organization, parent }, entitlements);
  }
}
