import { loadPaymentsConfig } from '../config/payments-config';
import { Catalogue } from './catalogue';
import { CatalogueController } from './catalogue.controller';

const checkoutOf = (env: NodeJS.ProcessEnv) => {
  const config = loadPaymentsConfig({ PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_x', ...env });
  return new CatalogueController(new Catalogue(config.catalogue), config).prices().checkout;
};

describe('GET payment/catalogue: how the browser opens a checkout', () => {
  it('Paddle.js with the client-side token when a real Paddle account is set', () => {
    expect(checkoutOf({ PADDLE_API_KEY: 'pdl_sdbx_key', PADDLE_CLIENT_TOKEN: 'test_client_token' })).toEqual({
      provider: 'paddle',
      environment: 'sandbox',
      client_token: 'test_client_token',
    });
    expect(
      checkoutOf({
        PADDLE_API_KEY: 'pdl_live_key',
        PADDLE_ENVIRONMENT: 'production',
        PADDLE_CLIENT_TOKEN: 'live_client_token',
      }),
    ).toEqual({ provider: 'paddle', environment: 'production', client_token: 'live_client_token' });
  });

  it('the checkout page by redirect with the local Paddle, or a real account without a client token', () => {
    expect(checkoutOf({})).toEqual({ provider: 'redirect' });
    expect(checkoutOf({ PADDLE_ENVIRONMENT: 'local', PADDLE_CLIENT_TOKEN: 'ignored' })).toEqual({
      provider: 'redirect',
    });
    expect(checkoutOf({ PADDLE_API_KEY: 'pdl_sdbx_key' })).toEqual({ provider: 'redirect' });
  });
});
