import { useEffect, useState } from 'react';
import type { CurrentPlan } from '@pylands/contracts';
import { paymentApi, useSession } from '@pylands/shared-ui';

/**
 * `GET payment/current-plan` (doc 2 §7: no retry, no refetch on focus), asked once per signed-in
 * user with a student or an organization: the invalid-registration overlay and the unlimited
 * attempt counter read it. A failed call leaves the plan null: no overlay, the daily limit shown.
 */
export function useCurrentPlan(): CurrentPlan | null {
  const userId = useSession((s) => s.user?.user_id ?? null);
  const organizationId = useSession((s) => s.user?.organization_id ?? null);
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const [plan, setPlan] = useState<CurrentPlan | null>(null);
  useEffect(() => {
    setPlan(null);
    if (!userId || (!organizationId && !studentId)) return;
    const controller = new AbortController();
    paymentApi
      .currentPlan(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setPlan(answer);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, organizationId, studentId]);
  return plan;
}
