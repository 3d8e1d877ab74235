import type { Identity } from '@pylands/common';
import { RUN_ATTEMPT_LIMITS, type Entitlements } from '@pylands/contracts';

/**
 * Level and challenge runs a caller may start per UTC day (doc 2 §6, §9); null = unlimited:
 * subscribers and students with a purchased course (their entitlements say so).
 */
export function attemptLimitFor(identity: Identity | null, entitlements: Entitlements | null): number | null {
  if (entitlements?.unlimited_attempts) return null;
  return identity ? RUN_ATTEMPT_LIMITS.signedIn : RUN_ATTEMPT_LIMITS.anonymous;
}
