import type { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  LEVEL_LOCKED_MESSAGE,
  ORGANIZATION_PATHS,
  studentLimitMessage,
  type CoursePurchase,
  type OrganizationClass,
  type SubscriptionView,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { buy, eventually, paddleControl } from './paddle-helpers';
import { asStudent, family, PASSWORD, school, startPaymentsStack, unique, type PaymentsStack } from './stack';

// Entitlements end to end: a purchase at the local Paddle, a school's trial, the plan's student limit,
// with levels asking payments whether a level is open.
let stack: PaymentsStack;

beforeAll(async () => {
  process.env.REPLAY_POOL_SIZE = '1';
  stack = await startPaymentsStack({ withLevels: true });
  delete process.env.REPLAY_POOL_SIZE;
});

afterAll(async () => {
  await stack?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const SMALL_PLAN_STUDENTS = 200;
const loops1 = API_PATHS.level.data('python', 'loops-level1');
const generators1 = API_PATHS.level.data('advanced-python', 'generators-level1');
const status = async (browser: TestBrowser, path: string) => (await browser.get(path)).status;
const purchases = async (browser: TestBrowser) =>
  (await browser.get<{ purchases: CoursePurchase[] }>(API_PATHS.payment.allPurchases)).body.purchases;

describe("a parent's course purchase", () => {
  it('opens the course for the assigned student only once assigned, and locks it again when refunded', async () => {
    const parent = await family(stack);
    const kid = await asStudent(stack, parent);
    const locked = await kid.get(loops1);
    expect({ status: locked.status, message: (locked.body as { message: string }).message }).toEqual({
      status: 402,
      message: LEVEL_LOCKED_MESSAGE,
    });

    await buy(parent.browser, 'python_course');
    const [purchase] = await eventually(
      () => purchases(parent.browser),
      (list) => list.length === 1,
    );
    // Bought but not yet assigned: still locked.
    expect(await status(kid, loops1)).toBe(402);
    const assigned = await parent.browser.post(API_PATHS.payment.assignPurchase(parent.student.id, 'python'));
    expect(assigned.status).toBe(200);
    expect(await status(kid, loops1)).toBe(200);
    // Beginner Python only: the Advanced course stays locked.
    expect(await status(kid, generators1)).toBe(402);

    const requested = await parent.browser.post<{ refund_id: string }>(
      API_PATHS.payment.requestRefund(purchase.purchase_id, 'We will try again next year'),
    );
    expect(requested.status).toBe(200);
    const [adjustment] = await eventually(
      () =>
        stack.payments
          .get(DataSource)
          .query<{ adjustment_id: string | null }[]>(
            `SELECT "adjustment_id" FROM "payments"."refunds" WHERE "id" = $1`,
            [requested.body.refund_id],
          ),
      (rows) => !!rows[0]?.adjustment_id,
    );
    expect(await status(kid, loops1)).toBe(200);
    expect(
      (await paddleControl(stack, `/local/adjustments/${adjustment.adjustment_id}/approve`)).status,
    ).toBe(200);
    expect(
      await eventually(
        () => status(kid, loops1),
        (code) => code === 402,
      ),
    ).toBe(402);
  });
});

describe("a new school's trial", () => {
  it('opens every level to its students and staff, and shows its end 30 days on', async () => {
    const registeredAt = Date.now();
    const { admin, teacher, student } = await school(stack);
    for (const member of [student, teacher, admin]) {
      expect(await status(member, loops1)).toBe(200);
      expect(await status(member, generators1)).toBe(200);
    }
    const current = await admin.get<{ subscription: SubscriptionView }>(
      API_PATHS.payment.currentSubscription,
    );
    expect(current.body.subscription).toMatchObject({
      plan_name: 'organization_small_monthly',
      tier: 'organization',
      status: 'trialing',
      students_limit: SMALL_PLAN_STUDENTS,
    });
    const ends = new Date(current.body.subscription.current_period_end!).getTime();
    expect(Math.round((ends - registeredAt) / DAY_MS)).toBe(30);
  });

  it('ends: once the trial is over the paid levels lock again, the free ones stay open', async () => {
    const { student, organization } = await school(stack);
    await stack.payments.get(DataSource).query(
      `UPDATE "payments"."subscriptions" SET "current_period_end" = now() - interval '1 minute'
         WHERE "organization_id" = $1 AND "status" = 'trialing'`,
      [organization.id],
    );
    expect(await status(student, loops1)).toBe(402);
    expect(await status(student, API_PATHS.level.data('python', 'intro-level1'))).toBe(200);
  });
});

describe("the small plan's student limit", () => {
  it('refuses the 201st student one by one, in bulk and through a class link, naming the limit', async () => {
    const { admin } = await school(stack);
    // school() made one student; 199 more fill the trial's 200 places.
    // In batches of 50: each batch is one call to auth, which hashes every password.
    for (let made = 1; made < SMALL_PLAN_STUDENTS; made += 50) {
      const count = Math.min(50, SMALL_PLAN_STUDENTS - made);
      const rows = Array.from({ length: count }, (_, i) => ({ name: `Pupil ${made + i}` }));
      const filled = await admin.post(ORGANIZATION_PATHS.bulkCreateStudents, { rows });
      expect(filled.status).toBe(201);
    }
    const full = { statusCode: 409, message: studentLimitMessage(SMALL_PLAN_STUDENTS), error: 'Conflict' };

    const one = await admin.post(ORGANIZATION_PATHS.students, {
      username: unique('late'),
      name: 'Late Comer',
      password: PASSWORD,
      class_id: null,
      assistant_enabled: true,
      assistant_attempt_limit: null,
    });
    expect({ status: one.status, body: one.body }).toEqual({ status: 409, body: full });
    const bulk = await admin.post(ORGANIZATION_PATHS.bulkCreateStudents, { rows: [{ name: 'One More' }] });
    expect({ status: bulk.status, body: bulk.body }).toEqual({ status: 409, body: full });

    const klass = await admin.post<OrganizationClass>(ORGANIZATION_PATHS.classes, { name: 'Late class' });
    expect(klass.status).toBe(201);
    const joined = await stack.browser().post(ORGANIZATION_PATHS.classTokenSignup, {
      token: klass.body.signup_token,
      username: unique('linked'),
      password: PASSWORD,
    });
    expect(joined.status).toBe(409);
    expect((joined.body as { message: string }).message).toBe(studentLimitMessage(SMALL_PLAN_STUDENTS));
    const list = await admin.get<unknown[]>(ORGANIZATION_PATHS.students);
    expect(list.body).toHaveLength(SMALL_PLAN_STUDENTS);
    // Jest's bound only: 199 argon2 hashes in auth take long on a busy machine.
  }, 180_000);
});
