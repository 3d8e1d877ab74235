import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { freePortForTest, type TestBrowser } from '@pylands/common/testing';
import { API_PATHS } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { setStaff } from '../../auth/src/cli';
import { PaymentsAppModule } from '../src/app.module';
import { loadPaymentsConfig } from '../src/config/payments-config';

export interface PaymentsBeside {
  app: NestFastifyApplication;
  /** Where levels and organizations reach payments' internal routes. */
  url: string;
  port: number;
}

/**
 * payments listening on loopback beside another service's test stack (same database and secret),
 * for the entitlements levels asks it. Paddle is not needed for staff's set-paid; payments is
 * given a port before it starts so levels can be told its URL first.
 */
export async function reservePaymentsPort(): Promise<{ port: number; url: string }> {
  const port = await freePortForTest();
  return { port, url: `http://127.0.0.1:${port}` };
}

export async function startPaymentsBeside(
  config: ServiceConfig,
  authUrl: string,
  reserved: { port: number; url: string },
): Promise<PaymentsBeside> {
  const paymentsConfig = {
    ...loadPaymentsConfig({
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_beside_0123456789',
      PADDLE_ENVIRONMENT: 'local',
    }),
    authUrl,
  };
  const app = await createServiceApp(PaymentsAppModule.forRoot(config, paymentsConfig), { name: 'payments' });
  await app.listen({ port: reserved.port, host: '127.0.0.1' });
  return { app, ...reserved };
}

let staffCount = 0;

/**
 * Marks an account paid the way platform staff do (`auth/set-paid` with a staff session): a
 * parent's students then play every course, as with a subscription. `staff` must be a fresh
 * browser on the stack; the staff account is made here.
 */
export async function setPaidByStaff(
  authApp: NestFastifyApplication,
  staff: TestBrowser,
  email: string,
): Promise<void> {
  staffCount += 1;
  const staffEmail = `staff${staffCount}-${Date.now()}@example.com`;
  const signup = await staff.post(API_PATHS.auth.signup, { email: staffEmail, password: 'correct horse' });
  if (signup.status !== 201) throw new Error(`staff signup answered ${signup.status}`);
  if (!(await setStaff(authApp.get(DataSource), staffEmail, true))) throw new Error('staff flag not set');
  const paid = await staff.get(API_PATHS.payment.setPaid(email, true));
  if (paid.status !== 200) throw new Error(`set-paid answered ${paid.status} ${JSON.stringify(paid.body)}`);
}
