import { CreatePaymentsTables1764600000000 } from './1764600000000-create-payments-tables';

export const PAYMENTS_MIGRATIONS = [CreatePaymentsTables1764600000000];
