import { test } from '@playwright/test';

type ServiceName = 'auth' | 'levels' | 'tips' | 'organizations' | 'payments';

async function control(name: ServiceName, action: 'stop' | 'start'): Promise<void> {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set (global setup starts the stack)');
  const response = await fetch(`${url}/services/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}

/**
 * Runs `body` while the service's process is stopped (a real outage: the gateway answers for it),
 * then starts it again and waits for its health check, so later tests find the whole stack.
 */
export async function withServiceStopped(name: ServiceName, body: () => Promise<void>): Promise<void> {
  await test.step(`stop the ${name} service`, () => control(name, 'stop'));
  try {
    await body();
  } finally {
    await test.step(`start the ${name} service again`, () => control(name, 'start'));
  }
}
