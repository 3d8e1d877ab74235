import { createHmac } from 'node:crypto';

/**
 * Paddle's `Paddle-Signature` header: `ts=<unix seconds>;h1=<HMAC-SHA256 of "ts:body" with the
 * endpoint's secret key, hex>`. Also used by tests to sign (and forge) webhooks.
 */
export function paddleSignature(secret: string, rawBody: string, ts = Math.floor(Date.now() / 1000)): string {
  const h1 = createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest('hex');
  return `ts=${ts};h1=${h1}`;
}
