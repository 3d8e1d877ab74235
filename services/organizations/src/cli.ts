import { migrateOnlyCli } from '@pylands/common';
import { ORGANIZATIONS_SCHEMA } from './app.module';
import { ORGANIZATIONS_MIGRATIONS } from './migrations';

/** `node services/organizations/dist/cli.js migrate` (same DATABASE_URL as the service): the migrations Job. */
if (require.main === module) {
  migrateOnlyCli(
    'organizations',
    { schema: ORGANIZATIONS_SCHEMA, migrations: ORGANIZATIONS_MIGRATIONS },
    process.argv.slice(2),
  );
}
