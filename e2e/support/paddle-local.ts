import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Client } from 'pg';

/**
 * Pays the local Paddle's checkout page (open on `page`) with Paddle's test card and follows its
 * "Back to Pylands" link. Returns the local Paddle's address (its origin).
 */
export async function payAtLocalCheckout(page: Page, price: string): Promise<string> {
  await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
  const paddleUrl = new URL(page.url()).origin;
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Pylands' }).click();
  return paddleUrl;
}

/**
 * What Paddle does with the refund requested with `reason` (the adjustment payments recorded for
 * it, read from the stack's database): its team approves it, later the money is paid out.
 */
export async function approveRefundAtPaddle(
  paddleUrl: string,
  reason: string,
  action: 'approve' | 'pay-out' = 'approve',
): Promise<void> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  let adjustmentId: string | undefined;
  try {
    const { rows } = await db.query<{ adjustment_id: string }>(
      `SELECT "adjustment_id" FROM "payments"."refunds" WHERE "reason" = $1 AND "adjustment_id" IS NOT NULL`,
      [reason],
    );
    adjustmentId = rows[0]?.adjustment_id;
  } finally {
    await db.end();
  }
  expect(adjustmentId).toBeTruthy();
  const apiKey = readFileSync(
    path.join(process.env.E2E_DATA_DIR ?? '', 'paddle-local-api-key'),
    'utf8',
  ).trim();
  const response = await fetch(`${paddleUrl}/local/adjustments/${adjustmentId}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(response.status).toBe(200);
}
