import {
  API_PATHS,
  type Checkout,
  type CoursePurchase,
  type CurrentPlan,
  type SubscriptionView,
} from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { buy, eventually } from './paddle-helpers';
import { asStudent, family, school, startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack();
});

afterAll(async () => {
  await stack?.close();
});

const plan = async (browser: TestBrowser) =>
  (await browser.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body;
const currentSubscription = async (browser: TestBrowser) =>
  (await browser.get<{ subscription: SubscriptionView | null }>(API_PATHS.payment.currentSubscription)).body
    .subscription;
const purchases = async (browser: TestBrowser) =>
  (await browser.get<{ purchases: CoursePurchase[] }>(API_PATHS.payment.allPurchases)).body.purchases;

describe('a course purchase is assigned to one student', () => {
  it('bought, shown as unassigned, assigned: the student then has the course, the lists agree', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'python_course');
    await eventually(
      () => purchases(parent.browser),
      (list) => list.length === 1,
    );
    expect((await parent.browser.get(API_PATHS.payment.hasUnassignedPurchases)).body).toEqual({
      has_unassigned_purchases: true,
      courses: ['python'],
    });
    const kid = await asStudent(stack, parent);
    // Bought but not assigned: the student's own plan has no course yet.
    expect((await plan(kid)).courses).toEqual([]);
    const notYet = await parent.browser.get<{ students: { id: string }[] }>(
      API_PATHS.payment.notPurchasedStudents('python'),
    );
    expect(notYet.body.students.map((s) => s.id)).toEqual([parent.student.id]);

    const assigned = await parent.browser.post<CoursePurchase>(
      API_PATHS.payment.assignPurchase(parent.student.id, 'python'),
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      course: 'python',
      student_id: parent.student.id,
      status: 'active',
    });
    expect((await plan(kid)).courses).toEqual(['python']);
    expect((await parent.browser.get(API_PATHS.payment.hasUnassignedPurchases)).body).toEqual({
      has_unassigned_purchases: false,
      courses: [],
    });
    const holders = await parent.browser.get<{ students: { id: string; username: string }[] }>(
      API_PATHS.payment.purchasedStudents('python'),
    );
    expect(holders.body.students).toEqual([{ id: parent.student.id, username: parent.student.username }]);
    expect(
      (
        await parent.browser.get<{ students: unknown[] }>(
          API_PATHS.payment.purchasedStudents('advanced-python'),
        )
      ).body.students,
    ).toEqual([]);
  });

  it('refuses a second assignment, another family’s student, an unknown course, bad ids', async () => {
    const parent = await family(stack);
    const other = await family(stack);
    await buy(parent.browser, 'advanced_python_course');
    await eventually(
      () => purchases(parent.browser),
      (list) => list.length === 1,
    );
    const assign = async (studentId: string, course: string) => {
      const answer = await parent.browser.post<{ message?: string; course?: string }>(
        API_PATHS.payment.assignPurchase(studentId, course),
      );
      return [answer.status, answer.body.message ?? answer.body.course];
    };
    expect(await assign(other.student.id, 'advanced-python')).toEqual([404, 'No such student']);
    expect(await assign(parent.student.id, 'rust')).toEqual([404, 'No course is named rust']);
    expect((await assign('not-a-uuid', 'python'))[0]).toBe(422);
    // The plan key names the course as well as its slug.
    expect(await assign(parent.student.id, 'advanced_python_course')).toEqual([200, 'advanced-python']);
    expect(await assign(parent.student.id, 'advanced-python')).toEqual([
      409,
      'This student already has this course',
    ]);
    // Without an unassigned purchase of the course there is nothing to assign.
    expect(await assign(parent.student.id, 'python')).toEqual([
      404,
      'You have no unassigned purchase of this course',
    ]);
    expect((await parent.browser.get(API_PATHS.payment.purchasedStudents('cobol'))).status).toBe(404);
  });
});

describe('checkout rules', () => {
  it('a parent cannot buy an organization plan, an admin cannot buy a parent plan, nobody buys a second subscription', async () => {
    const parent = await family(stack);
    const toOrg = await parent.browser.post<{ message: string }>(
      API_PATHS.payment.checkout('organization_small_monthly'),
    );
    expect(toOrg.status).toBe(400);
    expect(toOrg.body.message).toBe(
      'Organization plans are bought by a school: register your institution first',
    );
    const org = await school(stack);
    const toParent = await org.admin.post<{ message: string }>(API_PATHS.payment.checkout('parent_yearly'));
    expect(toParent.status).toBe(400);
    expect(toParent.body.message).toBe(
      'An organization buys an organization plan (small or large), not a parent plan',
    );
    expect((await parent.browser.post(API_PATHS.payment.checkout('gold_plan' as never))).status).toBe(422);
    await buy(parent.browser, 'parent_monthly');
    await eventually(
      () => currentSubscription(parent.browser),
      (sub) => sub !== null,
    );
    const second = await parent.browser.post<{ message: string }>(
      API_PATHS.payment.checkout('parent_yearly'),
    );
    expect(second.status).toBe(409);
  });
});

describe('the catalogue and the way back from checkout', () => {
  it('anyone reads the prices and how checkout opens; Paddle ids stay on the server', async () => {
    const answer = await stack
      .browser()
      .get<{ prices: Record<string, unknown>[]; checkout: unknown }>(API_PATHS.payment.catalogue);
    expect(answer.status).toBe(200);
    expect(answer.body.checkout).toEqual({ provider: 'redirect' });
    expect(answer.body.prices).toContainEqual({
      plan_name: 'python_course',
      kind: 'course',
      course: 'python',
      plan: null,
      interval: null,
      tier: 'parent',
      students_limit: 1,
      amount_minor: 2900,
      currency: 'USD',
    });
    expect(answer.body.prices.map((price) => price.plan_name)).toHaveLength(8);
    expect(JSON.stringify(answer.body)).not.toContain('pri_local');
  });

  it('the local checkout leads back to the page of this site that return_path names, never elsewhere', async () => {
    const parent = await family(stack);
    const back = '/en/checkout?plan=python_course&paid=1';
    const opened = await parent.browser.post<Checkout>(API_PATHS.payment.checkout('python_course', back));
    expect(opened.status).toBe(200);
    const paid = await fetch(opened.body.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242424242424242', expiry: '12/39', cvc: '123' }),
    });
    expect(await paid.text()).toContain(
      'href="http://localhost:8080/en/checkout?plan=python_course&amp;paid=1">Back to Pylands',
    );
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'en/checkout']) {
      const refused = await parent.browser.post(API_PATHS.payment.checkout('python_course', elsewhere));
      expect(refused.status).toBe(422);
    }
  });
});

describe('subscriptions', () => {
  it('a parent previews and makes a prorated change to yearly, then cancels: canceled at once and the last payment refunded', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'parent_monthly');
    const started = await eventually(
      () => currentSubscription(parent.browser),
      (sub) => sub?.last_payment != null,
    );
    expect(started).toMatchObject({
      plan_name: 'parent_monthly',
      tier: 'parent',
      status: 'active',
      students_limit: 5,
      last_payment: { amount_minor: 999, currency: 'USD' },
    });
    expect(new Date(started!.current_period_end!).getTime()).toBeGreaterThan(Date.now());
    const kid = await asStudent(stack, parent);
    expect((await plan(kid)).subscription).toEqual({ tier: 'parent', plan_name: 'parent_monthly' });

    const preview = await parent.browser.get<{ amount_minor: number; currency: string }>(
      API_PATHS.payment.previewSubscriptionUpgrade('parent_yearly'),
    );
    expect(preview.status).toBe(200);
    // Nearly the whole month is left: nearly the whole difference (9900 - 999) is charged now.
    expect(preview.body.amount_minor).toBeGreaterThan(8500);
    expect(preview.body.amount_minor).toBeLessThanOrEqual(8901);
    expect(preview.body.currency).toBe('USD');
    expect(
      (await parent.browser.get(API_PATHS.payment.previewSubscriptionUpgrade('parent_monthly'))).status,
    ).toBe(409);
    expect(
      (await parent.browser.get(API_PATHS.payment.previewSubscriptionUpgrade('organization_large_yearly')))
        .status,
    ).toBe(400);
    expect(
      (await parent.browser.get(API_PATHS.payment.previewSubscriptionUpgrade('python_course'))).status,
    ).toBe(400);

    const upgraded = await parent.browser.post(API_PATHS.payment.upgradeSubscription('parent_yearly'));
    expect(upgraded.status).toBe(200);
    const yearly = await eventually(
      () => currentSubscription(parent.browser),
      (sub) => sub?.plan_name === 'parent_yearly' && sub.last_payment?.amount_minor !== 999,
    );
    expect(yearly?.last_payment?.amount_minor).toBe(preview.body.amount_minor);

    const canceled = await parent.browser.post<{ status: string; refund: { status: string } | null }>(
      API_PATHS.payment.cancelSubscription(yearly!.purchase_id),
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body).toEqual({
      purchase_id: yearly!.purchase_id,
      status: 'canceled',
      refund: { status: 'requested' },
    });
    expect((await plan(kid)).subscription).toBeNull();
    expect(await currentSubscription(parent.browser)).toMatchObject({ status: 'canceled' });
    const again = await parent.browser.post<{ message: string }>(
      API_PATHS.payment.cancelSubscription(yearly!.purchase_id),
    );
    expect(again.status).toBe(409);
    const refunds = await eventually(
      () => parent.browser.get<{ refunds: { status: string; reason: string }[] }>(API_PATHS.payment.refunds),
      (answer) => answer.body.refunds.length === 1,
    );
    expect(refunds.body.refunds[0]).toMatchObject({
      status: 'requested',
      reason: 'Subscription canceled: last payment refunded',
    });
    // Paddle's own webhook about the cancellation comes later and changes nothing.
    await stack.paddle.webhooks.idle();
    expect(await currentSubscription(parent.browser)).toMatchObject({ status: 'canceled' });
    expect((await parent.browser.get(API_PATHS.payment.cancelSubscription('x'))).status).toBe(404);
  });

  it('a school’s admin buys the small organization plan: its teacher and students have it on the organization tier', async () => {
    const org = await school(stack);
    const checkout = await org.admin.get<Checkout>(API_PATHS.payment.upgradeToOrganization);
    expect(checkout.status).toBe(200);
    const paid = await fetch(checkout.body.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '01/40', cvc: '999' }),
    });
    expect(paid.status).toBe(200);
    const expected = {
      subscription: { tier: 'organization', plan_name: 'organization_small_monthly' },
      courses: [],
    };
    // The school was on its trial (status trialing) until the paid plan arrived.
    expect(
      await eventually(
        () => currentSubscription(org.admin),
        (current) => current?.status === 'active',
      ),
    ).toMatchObject({ students_limit: 200, tier: 'organization', plan_name: 'organization_small_monthly' });
    expect(await plan(org.student)).toEqual(expected);
    expect(await plan(org.teacher)).toEqual(expected);
    // Paying ended the trial: one plan is active, and canceling it leaves the school with none.
    const active = await org.admin.get<{ subscriptions: SubscriptionView[] }>(
      API_PATHS.payment.activeSubscriptions,
    );
    expect(active.body.subscriptions.map((row) => row.status)).toEqual(['active']);
    const paidPlan = await currentSubscription(org.admin);
    const twice = await org.admin.get<{ message: string }>(API_PATHS.payment.upgradeToOrganization);
    expect(twice.status).toBe(409);
    expect(
      (await org.admin.get(`${API_PATHS.payment.upgradeToOrganization}?plan_name=parent_monthly`)).status,
    ).toBe(400);
    const canceled = await org.admin.post(API_PATHS.payment.cancelSubscription(paidPlan!.purchase_id));
    expect(canceled.status).toBe(200);
    expect(await plan(org.student)).toEqual({ subscription: null, courses: [] });
    expect(await currentSubscription(org.admin)).toMatchObject({ status: 'canceled' });
  });
});
