import { getCourse } from '@pylands/content';
import { API_PATHS, type CoursePurchase, type RefundEligibility } from '@pylands/contracts';
import { Client } from 'pg';
import { buy, eventually } from './paddle-helpers';
import { family, startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack({ withLevels: true });
});

afterAll(async () => {
  await stack?.close();
});

/** Levels recorded as complete for the student, as the levels service stores them after a verified run. */
async function complete(studentId: string, courseId: string, slugs: string[]): Promise<void> {
  const client = new Client({ connectionString: stack.database.url });
  await client.connect();
  try {
    for (const slug of slugs)
      await client.query(
        `INSERT INTO "levels"."level_completions" ("student_id", "course_id", "level_slug", "last_status", "completed_at")
         VALUES ($1, $2, $3, 'complete', now())`,
        [studentId, courseId, slug],
      );
  } finally {
    await client.end();
  }
}

describe('refund eligibility asks levels whether the course was completed (and its certificate issued)', () => {
  it('eligible while levels remain; not once every level is complete and the certificate issued', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'python_course');
    const [purchase] = await eventually(
      () =>
        parent.browser
          .get<{ purchases: CoursePurchase[] }>(API_PATHS.payment.allPurchases)
          .then((r) => r.body.purchases),
      (list) => list.length === 1,
    );
    await parent.browser.post(API_PATHS.payment.assignPurchase(parent.student.id, 'python'));
    const levels = getCourse('python')!.chapters.flatMap((chapter) =>
      chapter.levels.map((level) => level.slug),
    );
    await complete(parent.student.id, 'python', levels.slice(0, -1));
    const before = await parent.browser.get<RefundEligibility>(
      API_PATHS.payment.refundEligibility(purchase.purchase_id),
    );
    expect(before.body).toMatchObject({ eligible: true, reason: null });
    await complete(parent.student.id, 'python', levels.slice(-1));
    const after = await parent.browser.get<RefundEligibility>(
      API_PATHS.payment.refundEligibility(purchase.purchase_id),
    );
    expect(after.body).toMatchObject({
      eligible: false,
      reason: 'The course was completed and its certificate issued',
    });
    const request = await parent.browser.post<{ message: string }>(
      API_PATHS.payment.requestRefund(purchase.purchase_id, 'done'),
    );
    expect(request.status).toBe(409);
  });
});
