import { migrateOnlyCli } from '@pylands/common';
import { LEVELS_SCHEMA } from './app.module';
import { LEVELS_MIGRATIONS } from './migrations';

/** `node services/levels/dist/cli.js migrate` (same DATABASE_URL as the service): the migrations Job. */
if (require.main === module) {
  migrateOnlyCli('levels', { schema: LEVELS_SCHEMA, migrations: LEVELS_MIGRATIONS }, process.argv.slice(2));
}
