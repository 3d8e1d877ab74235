import { CreateOrganizationsTables1764100000000 } from './1764100000000-create-organizations-tables';
import { CreatePendingTrials1764800000000 } from './1764800000000-create-pending-trials';

/** In order; each runs once (TypeORM records it in organizations.migrations). */
export const ORGANIZATIONS_MIGRATIONS = [
  CreateOrganizationsTables1764100000000,
  CreatePendingTrials1764800000000,
];
