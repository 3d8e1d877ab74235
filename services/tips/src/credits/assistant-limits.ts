import type { Identity } from '@pylands/common';
import { ASSISTANT_LIMITS, type StudentAssistantSettings } from '@pylands/contracts';

/** Whether a caller may ask for tips, and how many per UTC day (null = unlimited). */
export interface AssistantPolicy {
  enabled: boolean;
  limit: number | null;
}

/**
 * Coding-assistant tips a caller may ask for per UTC day (doc 2 §6, §9): the one place that decides.
 * Organization students follow their teachers' settings (assistant_enabled, assistant_attempt_limit,
 * null = unlimited); others get anonymous 5, signed in 20. Subscriptions (null limit) will plug in here.
 */
export function assistantPolicyFor(
  identity: Identity | null,
  organization: StudentAssistantSettings | null,
): AssistantPolicy {
  if (organization)
    return organization.assistant_enabled
      ? { enabled: true, limit: organization.assistant_attempt_limit }
      : { enabled: false, limit: 0 };
  return { enabled: true, limit: identity ? ASSISTANT_LIMITS.signedIn : ASSISTANT_LIMITS.anonymous };
}
