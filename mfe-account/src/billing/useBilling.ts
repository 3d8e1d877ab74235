import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import {
  refundViewSchema,
  rolesOf,
  type CoursePurchase,
  type CurrentPlan,
  type SubscriptionView,
} from '@pylands/contracts';
import { paymentApi, useSession } from '@pylands/shared-ui';

export type RefundView = z.infer<typeof refundViewSchema>;

export interface BillingData {
  plan: CurrentPlan;
  subscriptions: SubscriptionView[];
  /** A parent's course purchases; an admin's school buys plans only. */
  purchases: CoursePurchase[];
  refunds: RefundView[];
}

/** Everything the billing page shows, asked together; `reload` after a change. */
export function useBilling() {
  const user = useSession((s) => s.user);
  const parent = rolesOf(user).parent;
  const [data, setData] = useState<BillingData | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const [plan, active, purchases, refunds] = await Promise.all([
        paymentApi.currentPlan(),
        paymentApi.activeSubscriptions(),
        parent ? paymentApi.allPurchases() : Promise.resolve({ purchases: [] }),
        paymentApi.refunds(),
      ]);
      setData({
        plan,
        subscriptions: active.subscriptions,
        purchases: purchases.purchases,
        refunds: refunds.refunds,
      });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [parent]);
  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);
  return { data, failed, reload };
}
