import type { Identity } from '@pylands/common';
import { ASSISTANT_LIMITS, UserType, type Entitlements } from '@pylands/contracts';
import { assistantPolicyFor } from './assistant-limits';

const ID = '00000000-0000-4000-8000-000000000001';
const child: Identity = { user_id: ID, student_id: ID, user_type: UserType.Parent, organization_id: null };
const unlimited = { unlimited_attempts: true } as Entitlements;
const none = { organization: null, parent: null };
const parent = (assistant_enabled: boolean, assistant_attempt_limit: number | null) => ({
  organization: null,
  parent: { assistant_enabled, assistant_attempt_limit },
});

describe('assistantPolicyFor: a parent’s child', () => {
  it('turned off by the parent: no tips, whatever the plan', () => {
    expect(assistantPolicyFor(child, parent(false, null), unlimited)).toEqual({ enabled: false, limit: 0 });
  });

  it('no cap of the parent’s: the plan decides (20 signed in, unlimited when entitled)', () => {
    expect(assistantPolicyFor(child, parent(true, null))).toEqual({
      enabled: true,
      limit: ASSISTANT_LIMITS.signedIn,
    });
    expect(assistantPolicyFor(child, parent(true, null), unlimited)).toEqual({ enabled: true, limit: null });
  });

  it('a cap lowers the plan’s limit and never raises it', () => {
    expect(assistantPolicyFor(child, parent(true, 2)).limit).toBe(2);
    expect(assistantPolicyFor(child, parent(true, 0)).limit).toBe(0);
    expect(assistantPolicyFor(child, parent(true, 500)).limit).toBe(ASSISTANT_LIMITS.signedIn);
    expect(assistantPolicyFor(child, parent(true, 500), unlimited).limit).toBe(500);
  });

  it('settings unknown (none read): as before', () => {
    expect(assistantPolicyFor(child, none).limit).toBe(ASSISTANT_LIMITS.signedIn);
    expect(assistantPolicyFor(null, none).limit).toBe(ASSISTANT_LIMITS.anonymous);
  });
});
