import type { Identity } from '@pylands/common';
import { RUN_ATTEMPT_LIMITS } from '@pylands/contracts';

/**
 * Level and challenge runs a caller may start per UTC day (doc 2 §6, §9); null = unlimited.
 * The one place subscriptions and purchased courses will lift the limit.
 */
export function attemptLimitFor(identity: Identity | null): number | null {
  return identity ? RUN_ATTEMPT_LIMITS.signedIn : RUN_ATTEMPT_LIMITS.anonymous;
}
