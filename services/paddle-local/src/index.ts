export { startPaddleLocal, type PaddleLocal, type PaddleLocalOptions } from './server';
export { paddleSignature } from './webhook-signature';
export { catalogueToPrices } from './catalogue-prices';
export { TEST_CARD } from './checkout-page';
export type { LocalPrice } from './paddle-objects';
