import { API_PATHS, type CoursePurchase, type CurrentPlan } from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { DataSource } from 'typeorm';
import { buy, eventually } from './paddle-helpers';
import { family, makeStaff, school, startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;
let staff: TestBrowser;

beforeAll(async () => {
  stack = await startPaymentsStack();
  staff = await makeStaff(stack);
});

afterAll(async () => {
  await stack?.close();
});

const purchases = async (browser: TestBrowser) =>
  (await browser.get<{ purchases: CoursePurchase[] }>(API_PATHS.payment.allPurchases)).body.purchases;
const ledger = (subject: string) =>
  stack.payments
    .get(DataSource)
    .query<{ actor: string; action: string }[]>(
      `SELECT "actor", "action" FROM "payments"."ledger" WHERE "subject" = $1 ORDER BY "id"`,
      [subject],
    );

describe('auth/set-paid (a school paying by invoice)', () => {
  it('staff mark an organization’s admin paid: its students get an organization plan; unmarking takes it away', async () => {
    const org = await school(stack);
    const marked = await staff.get(API_PATHS.payment.setPaid(org.adminEmail.toUpperCase(), true));
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ email: org.adminEmail, paid: true });
    const expected = { subscription: { tier: 'organization', plan_name: 'invoice' }, courses: [] };
    expect((await org.student.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body).toEqual(expected);
    expect((await staff.get(API_PATHS.payment.setPaid(org.adminEmail, false))).status).toBe(200);
    // Unmarked, the school is back on the trial its registration started.
    expect((await org.student.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body.subscription).toEqual({
      tier: 'organization',
      plan_name: 'organization_small_monthly',
    });
  });

  it('an unknown email is 404 with a message; a paid value that is not a yes or no is 422', async () => {
    const unknown = await staff.get<{ message: string }>(
      API_PATHS.payment.setPaid('nobody@example.com', true),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No account has the email nobody@example.com');
    expect((await staff.get('/api/auth/set-paid?email=a@b.c&paid=maybe')).status).toBe(422);
    expect((await staff.get('/api/auth/set-paid?paid=true')).status).toBe(422);
  });
});

describe('transfer-purchases (bought on the wrong account)', () => {
  it('moves unassigned purchases; with include_assigned also assigned ones (unassigned on arrival); each written to the ledger', async () => {
    const from = await family(stack);
    const to = await family(stack);
    await buy(from.browser, 'python_course');
    await buy(from.browser, 'advanced_python_course');
    await eventually(
      () => purchases(from.browser),
      (list) => list.length === 2,
    );
    await from.browser.post(API_PATHS.payment.assignPurchase(from.student.id, 'advanced-python'));

    const first = await staff.get(API_PATHS.payment.transferPurchases(to.email, from.email, false));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ transferred: 1 });
    expect((await purchases(to.browser)).map((p) => p.course)).toEqual(['python']);
    expect((await purchases(from.browser)).map((p) => p.course)).toEqual(['advanced-python']);

    const second = await staff.get(API_PATHS.payment.transferPurchases(to.email, from.email, true));
    expect(second.body).toEqual({ transferred: 1 });
    const moved = await purchases(to.browser);
    expect(moved.map((p) => [p.course, p.student_id])).toEqual([
      ['python', null],
      ['advanced-python', null],
    ]);
    expect(await purchases(from.browser)).toEqual([]);
    expect((await ledger(moved[0].purchase_id)).map((line) => line.action)).toEqual([
      'grant.course',
      'purchase.transfer',
    ]);
  });

  it('the same account on both sides is 409; an unknown email 404', async () => {
    const parent = await family(stack);
    expect(
      (await staff.get(API_PATHS.payment.transferPurchases(parent.email, parent.email, false))).status,
    ).toBe(409);
    expect(
      (await staff.get(API_PATHS.payment.transferPurchases('ghost@example.com', parent.email, false))).status,
    ).toBe(404);
  });
});
