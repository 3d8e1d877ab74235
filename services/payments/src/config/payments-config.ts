import { loadCatalogue, type CatalogueEntry } from '../catalogue/catalogue';

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

export type PaddleEnvironmentName = 'local' | 'sandbox' | 'production';

export interface PaymentsConfig {
  /** Where the SDK sends its calls: Paddle's sandbox or production, or the local Paddle's URL. */
  paddleEnvironment: PaddleEnvironmentName;
  /** The local Paddle's base URL (PADDLE_API_URL) when the environment is local. */
  paddleApiUrl: string | null;
  paddleApiKey: string;
  /** Paddle's endpoint secret key: webhooks are checked against it. */
  paddleWebhookSecret: string;
  /** Where auth's internal account routes are (AUTH_URL). */
  authUrl: string;
  /** Where levels' internal certificate route is (LEVELS_URL). */
  levelsUrl: string;
  catalogue: CatalogueEntry[];
  /**
   * Paddle's client-side token (PADDLE_CLIENT_TOKEN) for Paddle.js' overlay checkout; null: the
   * browser is sent to the transaction's checkout page (the local Paddle's).
   */
  paddleClientToken: string | null;
  /** Where the browser reaches Pylands (APP_URL): the local checkout's way back. */
  appUrl: string;
  /** Days after a course purchase in which it may be refunded (doc 1 §1: 30). */
  refundDays: number;
}

/**
 * From the environment. Without PADDLE_API_KEY the local Paddle is used (PADDLE_API_URL, its
 * key and webhook secret as `npm start` generated them); with it, Paddle's sandbox unless
 * PADDLE_ENVIRONMENT=production.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const real = Boolean(env.PADDLE_API_KEY) && env.PADDLE_ENVIRONMENT !== 'local';
  const environment: PaddleEnvironmentName = real
    ? env.PADDLE_ENVIRONMENT === 'production'
      ? 'production'
      : 'sandbox'
    : 'local';
  const webhookSecret = env.PADDLE_WEBHOOK_SECRET ?? '';
  // npm start generates one for the local Paddle and gives it to both.
  if (!webhookSecret) throw new Error('PADDLE_WEBHOOK_SECRET must be set');
  return {
    paddleEnvironment: environment,
    paddleApiUrl: environment === 'local' ? env.PADDLE_API_URL || 'http://127.0.0.1:3006' : null,
    paddleApiKey: env.PADDLE_API_KEY || 'pdl_local_apikey',
    paddleWebhookSecret: webhookSecret,
    authUrl: env.AUTH_URL || 'http://127.0.0.1:3001',
    levelsUrl: env.LEVELS_URL || 'http://127.0.0.1:3002',
    catalogue: loadCatalogue(env),
    paddleClientToken: (real && env.PADDLE_CLIENT_TOKEN) || null,
    appUrl: (env.APP_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, ''),
    refundDays: 30,
  };
}
