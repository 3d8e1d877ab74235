import {
  activeSubscriptionsSchema,
  API_PATHS,
  cancelSubscriptionSchema,
  catalogueSchema,
  checkoutSchema,
  coursePurchaseSchema,
  currentPlanSchema,
  currentSubscriptionSchema,
  hasUnassignedPurchasesSchema,
  purchasesAllSchema,
  purchaseStudentsSchema,
  refundEligibilitySchema,
  refundViewSchema,
  upgradePreviewSchema,
  upgradeResultSchema,
  type PlanName,
} from '@pylands/contracts';
import { z } from 'zod';
import { call } from './client';

const P = API_PATHS.payment;
const POST = { method: 'POST' as const, body: {} };
const refundsSchema = z.object({ refunds: z.array(refundViewSchema) });

/** Payment calls of the payments service (doc 1 §7 Payment), typed from libs/contracts. */
export const paymentApi = {
  /** Entitlements of the session (the play screen treats a failure as no plan). */
  currentPlan: (signal?: AbortSignal) => call(currentPlanSchema, P.currentPlan, { signal }),
  catalogue: () => call(catalogueSchema, P.catalogue),
  /** A checkout of one plan; `returnPath` is where the local checkout's "Back to Pylands" leads. */
  checkout: (planName: PlanName, returnPath?: string) =>
    call(checkoutSchema, P.checkout(planName, returnPath), POST),
  currentSubscription: () => call(currentSubscriptionSchema, P.currentSubscription),
  activeSubscriptions: () => call(activeSubscriptionsSchema, P.activeSubscriptions),
  cancelSubscription: (purchaseId: string) =>
    call(cancelSubscriptionSchema, P.cancelSubscription(purchaseId), POST),
  previewUpgrade: (planName: PlanName) => call(upgradePreviewSchema, P.previewSubscriptionUpgrade(planName)),
  upgrade: (planName: PlanName) => call(upgradeResultSchema, P.upgradeSubscription(planName), POST),
  refundEligibility: (purchaseId: string) => call(refundEligibilitySchema, P.refundEligibility(purchaseId)),
  requestRefund: (purchaseId: string, reason: string) =>
    call(refundViewSchema, P.requestRefund(purchaseId, reason), POST),
  refunds: () => call(refundsSchema, P.refunds),
  hasUnassignedPurchases: () => call(hasUnassignedPurchasesSchema, P.hasUnassignedPurchases),
  assignPurchase: (studentId: string, courseName: string) =>
    call(coursePurchaseSchema, P.assignPurchase(studentId, courseName), POST),
  /** A parent's course purchases (assigned or not), for billing. */
  allPurchases: () => call(purchasesAllSchema, P.allPurchases),
  notPurchasedStudents: (courseSlug: string) =>
    call(purchaseStudentsSchema, P.notPurchasedStudents(courseSlug)),
};
