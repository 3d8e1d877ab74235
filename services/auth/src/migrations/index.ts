import { CreateAuthTables1763900000000 } from './1763900000000-create-auth-tables';

/** In order; each runs once (TypeORM records it in auth.migrations). */
export const AUTH_MIGRATIONS = [CreateAuthTables1763900000000];
