import { CreateAuthTables1763900000000 } from './1763900000000-create-auth-tables';
import { Accounts1763990000000 } from './1763990000000-accounts';

/** In order; each runs once (TypeORM records it in auth.migrations). */
export const AUTH_MIGRATIONS = [CreateAuthTables1763900000000, Accounts1763990000000];
