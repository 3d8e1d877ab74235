import type { Identity } from '@pylands/common';
import { ASSISTANT_LIMITS, type Entitlements, type StudentAssistantSettings } from '@pylands/contracts';

/** Whether a caller may ask for tips, and how many per UTC day (null = unlimited). */
export interface AssistantPolicy {
  enabled: boolean;
  limit: number | null;
}

/**
 * Coding-assistant tips a caller may ask for per UTC day (doc 2 §6, §9): the one place that decides.
 * Organization students follow their teachers' settings (assistant_enabled, assistant_attempt_limit,
 * null = unlimited); subscribers and purchased courses (payments' entitlements: unlimited attempts)
 * have a null limit, so unlimited tips; others get anonymous 5, signed in 20.
 */
export function assistantPolicyFor(
  identity: Identity | null,
  organization: StudentAssistantSettings | null,
  entitlements: Entitlements | null = null,
): AssistantPolicy {
  if (organization)
    return organization.assistant_enabled
      ? { enabled: true, limit: organization.assistant_attempt_limit }
      : { enabled: false, limit: 0 };
  if (identity && entitlements?.unlimited_attempts) return { enabled: true, limit: null };
  return { enabled: true, limit: identity ? ASSISTANT_LIMITS.signedIn : ASSISTANT_LIMITS.anonymous };
}
