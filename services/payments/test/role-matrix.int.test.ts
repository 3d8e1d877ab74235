import type { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, type CoursePurchase, type SubscriptionView } from '@pylands/contracts';
import { buy, eventually } from './paddle-helpers';
import {
  asStudent,
  family,
  makeStaff,
  school,
  startPaymentsStack,
  type Family,
  type PaymentsStack,
} from './stack';

let stack: PaymentsStack;
let callers: Record<Role, TestBrowser>;
let parent: Family;
let other: Family;
let coursePurchase: CoursePurchase;
let subscription: SubscriptionView;

const ROLES = [
  'anonymous',
  'parent',
  'parent student',
  'organization student',
  'teacher',
  'admin',
  'another family',
  'staff',
] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  stack = await startPaymentsStack();
  parent = await family(stack);
  other = await family(stack);
  const org = await school(stack);
  callers = {
    anonymous: stack.browser(),
    parent: parent.browser,
    'parent student': await asStudent(stack, parent),
    'organization student': org.student,
    teacher: org.teacher,
    admin: org.admin,
    'another family': other.browser,
    staff: await makeStaff(stack),
  };
  // The parent owns a course purchase and a subscription: the ids other callers try.
  await buy(parent.browser, 'python_course');
  await buy(parent.browser, 'parent_monthly');
  coursePurchase = (
    await eventually(
      () => parent.browser.get<{ purchases: CoursePurchase[] }>(API_PATHS.payment.allPurchases),
      (answer) => answer.body.purchases.length === 1,
    )
  ).body.purchases[0];
  subscription = (
    await eventually(
      () =>
        parent.browser.get<{ subscription: SubscriptionView | null }>(API_PATHS.payment.currentSubscription),
      (answer) => answer.body.subscription !== null,
    )
  ).body.subscription!;
});

afterAll(async () => {
  await stack?.close();
});

type Call = { method: 'GET' | 'POST'; url: () => string };
const get = (url: () => string): Call => ({ method: 'GET', url });
const post = (url: () => string): Call => ({ method: 'POST', url });

/**
 * Each call with the status each caller gets. Mutations of the parent's own purchases are left to
 * the flow tests (the parent's column says 'own'); everyone else must be refused before anything happens.
 */
const MATRIX: [string, Call, Record<Role, number | 'own'>][] = [
  [
    'current-plan',
    get(() => API_PATHS.payment.currentPlan),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 200,
      'organization student': 200,
      teacher: 200,
      admin: 200,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'current-subscription',
    get(() => API_PATHS.payment.currentSubscription),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 200,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'active-subscriptions',
    get(() => API_PATHS.payment.activeSubscriptions),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 200,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'checkout of a course',
    post(() => API_PATHS.payment.checkout('advanced_python_course')),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 400,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'upgrade-to-organization',
    get(() => API_PATHS.payment.upgradeToOrganization),
    {
      anonymous: 401,
      parent: 403,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 200,
      'another family': 403,
      staff: 403,
    },
  ],
  [
    'cancel-subscription (the parent’s)',
    post(() => API_PATHS.payment.cancelSubscription(subscription.purchase_id)),
    {
      anonymous: 401,
      parent: 'own',
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 404,
      'another family': 404,
      staff: 404,
    },
  ],
  [
    'preview-subscription-upgrade',
    get(() => API_PATHS.payment.previewSubscriptionUpgrade('parent_yearly')),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 404,
      'another family': 404,
      staff: 404,
    },
  ],
  [
    'upgrade-subscription',
    post(() => API_PATHS.payment.upgradeSubscription('parent_yearly')),
    {
      anonymous: 401,
      parent: 'own',
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 404,
      'another family': 404,
      staff: 404,
    },
  ],
  [
    'refund-eligibility (the parent’s course)',
    get(() => API_PATHS.payment.refundEligibility(coursePurchase.purchase_id)),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 404,
      'another family': 404,
      staff: 404,
    },
  ],
  [
    'request-refund (the parent’s course)',
    post(() => API_PATHS.payment.requestRefund(coursePurchase.purchase_id, 'not for us')),
    {
      anonymous: 401,
      parent: 'own',
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 404,
      'another family': 404,
      staff: 404,
    },
  ],
  [
    'refunds',
    get(() => API_PATHS.payment.refunds),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 200,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'has-unassigned-purchases',
    get(() => API_PATHS.payment.hasUnassignedPurchases),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'assign-purchase (the parent’s student)',
    post(() => API_PATHS.payment.assignPurchase(parent.student.id, 'python')),
    {
      anonymous: 401,
      parent: 'own',
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 404,
      staff: 404,
    },
  ],
  [
    'transfer-purchases',
    get(() => API_PATHS.payment.transferPurchases(other.email, parent.email, false)),
    {
      anonymous: 401,
      parent: 403,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 403,
      staff: 'own',
    },
  ],
  [
    'auth/set-paid',
    get(() => API_PATHS.payment.setPaid(other.email, false)),
    {
      anonymous: 401,
      parent: 403,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 403,
      staff: 200,
    },
  ],
  [
    'profile purchased students',
    get(() => API_PATHS.payment.purchasedStudents('python')),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'profile not-purchased students',
    get(() => API_PATHS.payment.notPurchasedStudents('python')),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 200,
      staff: 200,
    },
  ],
  [
    'profile all purchases',
    get(() => API_PATHS.payment.allPurchases),
    {
      anonymous: 401,
      parent: 200,
      'parent student': 403,
      'organization student': 403,
      teacher: 403,
      admin: 403,
      'another family': 200,
      staff: 200,
    },
  ],
];

describe('who may call each payment call', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const seen: Partial<Record<Role, number | 'own'>> = {};
    for (const role of ROLES) {
      if (expected[role] === 'own') {
        seen[role] = 'own';
        continue;
      }
      seen[role] = (await callers[role].request(call.method, call.url())).status;
    }
    expect(seen).toEqual(expected);
  });

  it('refusals changed nothing: the parent’s course is unassigned and unrefunded, the subscription active on its plan', async () => {
    const purchases = await parent.browser.get<{ purchases: CoursePurchase[] }>(
      API_PATHS.payment.allPurchases,
    );
    expect(purchases.body.purchases).toEqual([
      expect.objectContaining({ student_id: null, status: 'active' }),
    ]);
    const current = await parent.browser.get<{ subscription: SubscriptionView }>(
      API_PATHS.payment.currentSubscription,
    );
    expect(current.body.subscription).toMatchObject({ status: 'active', plan_name: 'parent_monthly' });
    const refunds = await parent.browser.get<{ refunds: unknown[] }>(API_PATHS.payment.refunds);
    expect(refunds.body.refunds).toEqual([]);
  });
});
