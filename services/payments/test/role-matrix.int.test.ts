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

/** What each caller gets, in ROLES order; 'own' marks the parent's own mutations, left to the flow tests. */
// anonymous, parent, parent student, organization student, teacher, admin, another family, staff
type Row = (number | 'own')[];
const BILLING: Row = [401, 200, 403, 403, 403, 200, 200, 200];
const PARENT_ONLY: Row = [401, 200, 403, 403, 403, 403, 200, 200];
/** A mutation of the parent's own subscription or purchase: everyone else is refused, another account with 404. */
const OWN: Row = [401, 'own', 403, 403, 403, 404, 404, 404];
/** A read of the parent's own subscription or purchase. */
const OWN_READ: Row = [401, 200, 403, 403, 403, 404, 404, 404];

const MATRIX: [string, Call, Row][] = [
  ['current-plan', get(() => API_PATHS.payment.currentPlan), [401, 200, 200, 200, 200, 200, 200, 200]],
  ['current-subscription', get(() => API_PATHS.payment.currentSubscription), BILLING],
  ['active-subscriptions', get(() => API_PATHS.payment.activeSubscriptions), BILLING],
  ['refunds', get(() => API_PATHS.payment.refunds), BILLING],
  // An admin buys organization plans only.
  [
    'checkout of a course',
    post(() => API_PATHS.payment.checkout('advanced_python_course')),
    [401, 200, 403, 403, 403, 400, 200, 200],
  ],
  [
    'upgrade-to-organization',
    get(() => API_PATHS.payment.upgradeToOrganization),
    [401, 403, 403, 403, 403, 200, 403, 403],
  ],
  [
    'cancel-subscription (the parent’s)',
    post(() => API_PATHS.payment.cancelSubscription(subscription.purchase_id)),
    OWN,
  ],
  [
    'preview-subscription-upgrade',
    get(() => API_PATHS.payment.previewSubscriptionUpgrade('parent_yearly')),
    OWN_READ,
  ],
  ['upgrade-subscription', post(() => API_PATHS.payment.upgradeSubscription('parent_yearly')), OWN],
  [
    'refund-eligibility (the parent’s course)',
    get(() => API_PATHS.payment.refundEligibility(coursePurchase.purchase_id)),
    OWN_READ,
  ],
  [
    'request-refund (the parent’s course)',
    post(() => API_PATHS.payment.requestRefund(coursePurchase.purchase_id, 'not for us')),
    OWN,
  ],
  ['has-unassigned-purchases', get(() => API_PATHS.payment.hasUnassignedPurchases), PARENT_ONLY],
  [
    'assign-purchase (the parent’s student)',
    post(() => API_PATHS.payment.assignPurchase(parent.student.id, 'python')),
    [401, 'own', 403, 403, 403, 403, 404, 404],
  ],
  [
    'transfer-purchases',
    get(() => API_PATHS.payment.transferPurchases(other.email, parent.email, false)),
    [401, 403, 403, 403, 403, 403, 403, 'own'],
  ],
  [
    'auth/set-paid',
    get(() => API_PATHS.payment.setPaid(other.email, false)),
    [401, 403, 403, 403, 403, 403, 403, 200],
  ],
  ['profile purchased students', get(() => API_PATHS.payment.purchasedStudents('python')), PARENT_ONLY],
  [
    'profile not-purchased students',
    get(() => API_PATHS.payment.notPurchasedStudents('python')),
    PARENT_ONLY,
  ],
  ['profile all purchases', get(() => API_PATHS.payment.allPurchases), PARENT_ONLY],
];

describe('who may call each payment call', () => {
  it.each(MATRIX)('%s', async (_name, call, row) => {
    const expected = Object.fromEntries(ROLES.map((role, i) => [role, row[i]]));
    const seen: Record<string, number | 'own'> = {};
    for (const [i, role] of ROLES.entries())
      seen[role] = row[i] === 'own' ? 'own' : (await callers[role].request(call.method, call.url())).status;
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
