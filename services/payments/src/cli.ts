import { migrateOnlyCli } from '@pylands/common';
import { PAYMENTS_SCHEMA } from './app.module';
import { PAYMENTS_MIGRATIONS } from './migrations';

/** `node services/payments/dist/cli.js migrate` (same DATABASE_URL as the service): the migrations Job. */
if (require.main === module) {
  migrateOnlyCli(
    'payments',
    { schema: PAYMENTS_SCHEMA, migrations: PAYMENTS_MIGRATIONS },
    process.argv.slice(2),
  );
}
