import { migrateOnlyCli } from '@pylands/common';
import { TIPS_SCHEMA } from './app.module';
import { TIPS_MIGRATIONS } from './migrations';

/** `node services/tips/dist/cli.js migrate` (same DATABASE_URL as the service): the migrations Job. */
if (require.main === module) {
  migrateOnlyCli('tips', { schema: TIPS_SCHEMA, migrations: TIPS_MIGRATIONS }, process.argv.slice(2));
}
