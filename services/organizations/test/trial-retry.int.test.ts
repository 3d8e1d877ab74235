import { eventually } from '@pylands/common/testing';
import { DataSource } from 'typeorm';
import { startPaymentsBeside } from '../../payments/test/payments-beside';
import { registerSchool, startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ trialRetryMs: 200 });
});

afterAll(async () => {
  await stack?.close();
});

const query = <T>(sql: string, params: unknown[]): Promise<T[]> =>
  stack.organizations.get(DataSource).query(sql, params);
const trialOf = (organizationId: string) =>
  query<{ status: string; current_period_end: Date }>(
    `SELECT "status", "current_period_end" FROM "payments"."subscriptions" WHERE "organization_id" = $1`,
    [organizationId],
  );
const pendingOf = (organizationId: string) =>
  query<{ attempts: number }>(
    `SELECT "attempts" FROM "organizations"."pending_trials" WHERE "organization_id" = $1`,
    [organizationId],
  );

const DAY_MS = 24 * 60 * 60 * 1000;

describe("a new school's trial", () => {
  it('payments answering: the trial starts during registration and nothing is left to retry', async () => {
    const school = await registerSchool(stack);
    const [trial] = await trialOf(school.organization.id);
    expect(trial.status).toBe('trialing');
    expect(await pendingOf(school.organization.id)).toEqual([]);
  });

  it('payments down during registration: the school is registered, and its trial starts once payments is back', async () => {
    // Payments stops (kept-alive connections from the first test dropped, as a crash would).
    const stopped = stack.payments.app.close();
    stack.payments.app.getHttpServer().closeAllConnections();
    await stopped;
    const school = await registerSchool(stack);
    // Asked again and again while payments is away; nothing granted yet.
    await eventually(
      () => pendingOf(school.organization.id),
      (rows) => rows[0]?.attempts >= 3,
    );
    expect(await trialOf(school.organization.id)).toEqual([]);

    const registeredAt = Date.now();
    stack.payments = await startPaymentsBeside(stack.config, await stack.auth.getUrl(), {
      port: stack.payments.port,
      url: stack.payments.url,
    });
    const [trial] = await eventually(
      () => trialOf(school.organization.id),
      (rows) => rows.length === 1,
    );
    expect(trial.status).toBe('trialing');
    const days = (new Date(trial.current_period_end).getTime() - registeredAt) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.1);
    await eventually(
      () => pendingOf(school.organization.id),
      (rows) => rows.length === 0,
    );
  });
});
