import { loadCatalogue } from '@pylands/payments/dist/catalogue/catalogue';
import { catalogueToPrices } from './catalogue-prices';
import { startPaddleLocal } from './server';

/** `npm start` runs this when PADDLE_API_KEY is unset: Paddle on loopback, selling Pylands' catalogue. */
async function main(): Promise<void> {
  const secret = process.env.PADDLE_WEBHOOK_SECRET;
  const apiKey = process.env.PADDLE_API_KEY;
  if (!secret || !apiKey) throw new Error('PADDLE_WEBHOOK_SECRET and PADDLE_API_KEY must be set');
  const paddle = await startPaddleLocal({
    prices: catalogueToPrices(loadCatalogue()),
    apiKey,
    webhookSecret: secret,
    webhookUrl: process.env.PADDLE_WEBHOOK_URL ?? null,
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PADDLE_LOCAL_PORT ?? 3006),
    publicUrl: process.env.PADDLE_LOCAL_PUBLIC_URL,
    stateFile: process.env.PADDLE_LOCAL_STATE_FILE,
  });
  console.log(
    JSON.stringify({ level: 'info', context: 'paddle-local', message: 'listening', url: paddle.url }),
  );
  const stop = () => void paddle.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(
    JSON.stringify({
      level: 'fatal',
      context: 'paddle-local',
      message: 'start failed',
      error: String(error),
    }),
  );
  process.exit(1);
});
