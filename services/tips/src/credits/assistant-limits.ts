import type { Identity } from '@pylands/common';
import {
  ASSISTANT_LIMITS,
  type Entitlements,
  type InternalStudentAssistant,
  type StudentAssistantSettings,
} from '@pylands/contracts';

/** Whether a caller may ask for tips, and how many per UTC day (null = unlimited). */
export interface AssistantPolicy {
  enabled: boolean;
  limit: number | null;
}

/** The settings someone else chose for the caller; at most one applies (the session says which). */
export interface AssistantSettings {
  /** An organization student's, chosen by their teachers (organizations service). */
  organization: StudentAssistantSettings | null;
  /** A parent's child's, chosen by the parent (auth). */
  parent: Pick<InternalStudentAssistant, 'assistant_enabled' | 'assistant_attempt_limit'> | null;
}

/**
 * Coding-assistant tips a caller may ask for per UTC day (doc 2 §6, §9): the one place that decides.
 * Organization students follow their teachers' settings (assistant_enabled, assistant_attempt_limit,
 * null = unlimited): the school decides for its students. Everyone else starts from the plan:
 * subscribers and purchased courses (payments' entitlements: unlimited attempts) have a null limit,
 * so unlimited tips; others get anonymous 5, signed in 20. A parent's child then follows the parent:
 * turned off is no tips; a number caps the plan's limit (never raises it: tips are what the plan
 * sells); null sets no cap of the parent's own (docs/decisions.md).
 */
export function assistantPolicyFor(
  identity: Identity | null,
  settings: AssistantSettings,
  entitlements: Entitlements | null = null,
): AssistantPolicy {
  const { organization, parent } = settings;
  if (organization)
    return organization.assistant_enabled
      ? { enabled: true, limit: organization.assistant_attempt_limit }
      : { enabled: false, limit: 0 };
  if (parent && !parent.assistant_enabled) return { enabled: false, limit: 0 };
  const plan = planLimit(identity, entitlements);
  const cap = parent?.assistant_attempt_limit ?? null;
  return { enabled: true, limit: cap === null ? plan : Math.min(cap, plan ?? cap) };
}

function planLimit(identity: Identity | null, entitlements: Entitlements | null): number | null {
  if (!identity) return ASSISTANT_LIMITS.anonymous;
  return entitlements?.unlimited_attempts ? null : ASSISTANT_LIMITS.signedIn;
}
