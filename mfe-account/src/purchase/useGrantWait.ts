import { useEffect, useState } from 'react';
import { COURSE_OF_PLAN, type CoursePlanKey, type PlanName } from '@pylands/contracts';
import { paymentApi } from '@pylands/shared-ui';
import { purchasesBefore } from './open-checkout';

const POLL_MS = 2000;
/** After this many asks the page says the payment may take longer (it keeps asking). */
export const SLOW_AFTER = 15;

export type GrantState = { status: 'waiting'; asks: number } | { status: 'granted'; unassigned: string[] };

async function granted(planName: PlanName, isCourse: boolean): Promise<string[] | null> {
  if (!isCourse) {
    const plan = await paymentApi.currentPlan();
    return plan.subscription ? [] : null;
  }
  const course = COURSE_OF_PLAN[planName as CoursePlanKey];
  const [all, unassigned] = await Promise.all([
    paymentApi.allPurchases(),
    paymentApi.hasUnassignedPurchases(),
  ]);
  const before = purchasesBefore.read();
  const bought =
    before === null
      ? unassigned.courses.includes(course)
      : all.purchases.filter((purchase) => purchase.course === course).length > before;
  return bought ? unassigned.courses : null;
}

/**
 * Back from a paid checkout: Paddle's webhook grants the plan a moment later, so the page asks
 * current-plan (a subscription) or the purchases (a course) until it shows, then names the courses
 * still to give to a child.
 */
export function useGrantWait(planName: PlanName, isCourse: boolean, active: boolean): GrantState {
  const [state, setState] = useState<GrantState>({ status: 'waiting', asks: 0 });
  useEffect(() => {
    if (!active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asks = 0;
    const ask = async () => {
      asks += 1;
      const result = await granted(planName, isCourse).catch(() => null);
      if (!live) return;
      if (result) {
        purchasesBefore.clear();
        setState({ status: 'granted', unassigned: result });
      } else {
        setState({ status: 'waiting', asks });
        timer = setTimeout(() => void ask(), POLL_MS);
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [planName, isCourse, active]);
  return state;
}
