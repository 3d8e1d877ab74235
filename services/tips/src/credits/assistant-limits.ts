import type { Identity } from '@pylands/common';
import { ASSISTANT_LIMITS } from '@pylands/contracts';

/**
 * Coding-assistant tips a caller may ask for per UTC day (doc 2 §6, §9); null = unlimited. The one
 * place subscriptions (null limit) and organization students' assistant_attempt_limit will decide.
 */
export function assistantLimitFor(identity: Identity | null): number | null {
  return identity ? ASSISTANT_LIMITS.signedIn : ASSISTANT_LIMITS.anonymous;
}
