export { PaymentsAppModule, PAYMENTS_SCHEMA } from './app.module';
export { startPayments, PAYMENTS_DEFAULT_PORT } from './main';
export { loadCatalogue, Catalogue, type CatalogueEntry } from './catalogue/catalogue';
export { loadPaymentsConfig, type PaymentsConfig } from './config/payments-config';
