import { AUTH_ROUTES } from './auth-routes';
import { LEVELS_ROUTES } from './levels-routes';
import { ORGANIZATIONS_ROUTES } from './organizations-routes';
import { PAYMENTS_ROUTES } from './payments-routes';
import type { RouteContract } from './route-contract';
import { TIPS_ROUTES } from './tips-routes';

/** The services that serve the API, each named as its route table is. */
export type ServiceName = 'auth' | 'levels' | 'tips' | 'organizations' | 'payments';

/** Every service's route table: what suites covering every route (the role matrix, the fuzzer) walk. */
export const ROUTE_TABLES: Record<ServiceName, readonly RouteContract[]> = {
  auth: AUTH_ROUTES,
  levels: LEVELS_ROUTES,
  tips: TIPS_ROUTES,
  organizations: ORGANIZATIONS_ROUTES,
  payments: PAYMENTS_ROUTES,
};
