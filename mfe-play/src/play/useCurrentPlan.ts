import { useEffect, useState } from 'react';
import type { CurrentPlan } from '@pylands/contracts';
import { paymentApi, useSession } from '@pylands/shared-ui';

/**
 * `GET payment/current-plan` (doc 2 §7: no retry, no refetch on focus), asked once per signed-in
 * organization user: the plan only matters to them (see isInvalidRegistration). Payments do not
 * exist yet, so the call fails today and the plan is null: no overlay.
 */
export function useCurrentPlan(): CurrentPlan | null {
  const userId = useSession((s) => s.user?.user_id ?? null);
  const organizationId = useSession((s) => s.user?.organization_id ?? null);
  const [plan, setPlan] = useState<CurrentPlan | null>(null);
  useEffect(() => {
    setPlan(null);
    if (!userId || !organizationId) return;
    const controller = new AbortController();
    paymentApi
      .currentPlan(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setPlan(answer);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, organizationId]);
  return plan;
}
