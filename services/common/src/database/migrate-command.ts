import { DataSource } from 'typeorm';
import { loadConfig } from '../config/service-config';
import { ensureSchema, withOutbox, type DatabaseOptions } from './data-source';

type MigrationsOptions = Pick<DatabaseOptions, 'schema' | 'migrations'>;

function migrationsDataSource(url: string, options: MigrationsOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    schema: options.schema,
    entities: [],
    migrations: withOutbox(options.migrations, options.schema),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: 1, application_name: `pylands-${options.schema}-migrate` },
  });
}

/** Applies the schema's pending migrations; returns the names applied (empty when up to date). */
export async function migrateSchema(url: string, options: MigrationsOptions): Promise<string[]> {
  await ensureSchema(url, options.schema);
  const dataSource = migrationsDataSource(url, options);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * `node services/<service>/dist/cli.js migrate`: the migrations Job of a cluster (services started
 * with MIGRATIONS_RUN=false then only check that none is pending). Returns the exit code.
 */
export async function runMigrateCommand(service: string, options: MigrationsOptions): Promise<number> {
  const applied = await migrateSchema(loadConfig().databaseUrl, options);
  console.log(
    JSON.stringify({
      level: 'info',
      context: `${service}-migrate`,
      message: applied.length ? 'migrations applied' : 'schema up to date',
      schema: options.schema,
      applied,
    }),
  );
  return 0;
}

/** The `cli.js` of a service whose only command is `migrate`. */
export function migrateOnlyCli(service: string, options: MigrationsOptions, args: string[]): void {
  const run =
    args.length === 1 && args[0] === 'migrate'
      ? runMigrateCommand(service, options)
      : Promise.resolve().then(() => {
          console.error(`usage: node services/${service}/dist/cli.js migrate`);
          return 2;
        });
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(String(error));
      process.exit(1);
    },
  );
}
