import {
  activeSubscriptionsSchema,
  assignPurchaseQuerySchema,
  catalogueSchema,
  checkoutQuerySchema,
  cancelSubscriptionSchema,
  checkoutSchema,
  coursePurchaseSchema,
  currentPlanSchema,
  currentSubscriptionSchema,
  hasUnassignedPurchasesSchema,
  optionalPlanNameQuerySchema,
  planNameQuerySchema,
  purchaseIdQuerySchema,
  purchasesAllSchema,
  purchaseStudentsSchema,
  refundEligibilitySchema,
  refundViewSchema,
  requestRefundQuerySchema,
  setPaidQuerySchema,
  setPaidResultSchema,
  transferPurchasesQuerySchema,
  transferResultSchema,
  upgradePreviewSchema,
  upgradeResultSchema,
} from '../payment';
import { z } from 'zod';
import {
  entitlementsSchema,
  internalEntitlementsQuerySchema,
  internalTrialBodySchema,
  internalTrialSchema,
} from '../entitlements';
import type { RouteContract } from './route-contract';

/** Who manages billing (doc 1 §6 "Admin or parent: billing"), outside a chosen student's session. */
const BILLING = ['parent-without-student', 'admin'] as const;
const PARENT = ['parent-without-student'] as const;
const STAFF = ['staff'] as const;

/** Every route of payments (/api/payment, auth/set-paid and the profile purchase lists). */
export const PAYMENTS_ROUTES: readonly RouteContract[] = [
  // Paddle's webhooks: no session, the Paddle-Signature header instead.
  { method: 'post', path: '/api/payment/paddle', body: 'any', status: 200, public: true },
  { method: 'get', path: '/api/payment/current-plan', response: currentPlanSchema },
  { method: 'get', path: '/api/payment/catalogue', response: catalogueSchema, public: true },
  {
    method: 'get',
    path: '/api/payment/current-subscription',
    response: currentSubscriptionSchema,
    roles: BILLING,
  },
  {
    method: 'get',
    path: '/api/payment/active-subscriptions',
    response: activeSubscriptionsSchema,
    roles: BILLING,
  },
  {
    method: 'post',
    path: '/api/payment/cancel-subscription',
    query: purchaseIdQuerySchema,
    response: cancelSubscriptionSchema,
    status: 200,
    roles: BILLING,
  },
  {
    method: 'get',
    path: '/api/payment/preview-subscription-upgrade',
    query: planNameQuerySchema,
    response: upgradePreviewSchema,
    roles: BILLING,
  },
  {
    method: 'post',
    path: '/api/payment/upgrade-subscription',
    query: planNameQuerySchema,
    response: upgradeResultSchema,
    status: 200,
    roles: BILLING,
  },
  {
    method: 'get',
    path: '/api/payment/upgrade-to-organization',
    query: optionalPlanNameQuerySchema,
    response: checkoutSchema,
    roles: ['admin'],
  },
  {
    method: 'post',
    path: '/api/payment/checkout',
    query: checkoutQuerySchema,
    response: checkoutSchema,
    status: 200,
    roles: BILLING,
  },
  {
    method: 'get',
    path: '/api/payment/refund-eligibility/{purchase_id}',
    response: refundEligibilitySchema,
    roles: BILLING,
  },
  {
    method: 'post',
    path: '/api/payment/request-refund',
    query: requestRefundQuerySchema,
    response: refundViewSchema,
    status: 200,
    roles: BILLING,
  },
  {
    method: 'get',
    path: '/api/payment/refunds',
    response: z.object({ refunds: z.array(refundViewSchema) }),
    roles: BILLING,
  },
  {
    method: 'get',
    path: '/api/payment/has-unassigned-purchases',
    response: hasUnassignedPurchasesSchema,
    roles: PARENT,
  },
  {
    method: 'post',
    path: '/api/payment/assign-purchase',
    query: assignPurchaseQuerySchema,
    response: coursePurchaseSchema,
    status: 200,
    roles: PARENT,
  },
  {
    method: 'get',
    path: '/api/payment/transfer-purchases',
    query: transferPurchasesQuerySchema,
    response: transferResultSchema,
    roles: STAFF,
  },
  {
    method: 'get',
    path: '/api/auth/set-paid',
    query: setPaidQuerySchema,
    response: setPaidResultSchema,
    roles: STAFF,
  },
  {
    method: 'get',
    path: '/api/profile/{course_slug}/students/purchased',
    response: purchaseStudentsSchema,
    roles: PARENT,
  },
  {
    method: 'get',
    path: '/api/profile/{course_slug}/students/not-purchased',
    response: purchaseStudentsSchema,
    roles: PARENT,
  },
  { method: 'get', path: '/api/profile/students/purchases/all', response: purchasesAllSchema, roles: PARENT },
  // Service to service (the service secret; never proxied by the gateway).
  {
    method: 'get',
    path: '/internal/entitlements',
    query: internalEntitlementsQuerySchema,
    response: entitlementsSchema,
    public: true,
  },
  {
    method: 'put',
    path: '/internal/organizations/{organization_id}/trial',
    body: internalTrialBodySchema,
    response: internalTrialSchema,
    public: true,
  },
];
