import { Client } from 'pg';
import { DataSource, MigrationExecutor, type EntitySchema, type MixedList } from 'typeorm';
import type { Logger } from '@nestjs/common';
import { eventOutboxMigration } from '../redis/event-outbox';

export interface DatabaseOptions {
  /** PostgreSQL schema owned by the service: its tables and its migrations table live there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Connections in the pool (keep ≤ PGlite's -m when DATABASE_URL points at PGlite). */
  poolSize?: number;
  /**
   * Apply pending migrations at start (default). False (MIGRATIONS_RUN=false, where a migrations Job
   * runs `cli.js migrate` first): refuse to start while one is pending instead.
   */
  migrationsRun?: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
const CONNECT_TIMEOUT_MS = 5000;
const QUERY_TIMEOUT_MS = 20_000;

/** CREATE SCHEMA IF NOT EXISTS; two services starting together may race, which is harmless. */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P06') throw error;
  } finally {
    await client.end();
  }
}

/** Names of the migrations of `dataSource` not applied yet. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
  return pending.map((migration) => migration.name);
}

/** A DataSource for one service schema, with its migrations applied or checked (never synchronize). */
export async function createServiceDataSource(
  url: string,
  options: DatabaseOptions,
  logger?: Logger,
): Promise<DataSource> {
  await ensureSchema(url, options.schema);
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    schema: options.schema,
    entities: options.entities,
    // Every service gets the domain events' outbox table (see DomainEvents).
    migrations: withOutbox(options.migrations, options.schema),
    migrationsRun: options.migrationsRun ?? true,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      application_name: `pylands-${options.schema}`,
      // A PostgreSQL that restarts or vanishes: waiting for a connection, a query's answer and a
      // dead peer all end with an error (a clear 5xx) instead of a request that hangs.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
  });
  await dataSource.initialize();
  if (options.migrationsRun === false) {
    const pending = await pendingMigrations(dataSource);
    if (pending.length) {
      await dataSource.destroy();
      throw new Error(
        `Schema ${options.schema} has pending migrations (${pending.join(', ')}): run the migrations Job (cli.js migrate) first`,
      );
    }
  }
  logger?.log({ message: 'Database ready', schema: options.schema });
  return dataSource;
}

/** A migration list as TypeORM takes it (classes or glob strings). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Migrations = MixedList<Function | string>;

/** The service's migrations and the outbox table's (the migrations Job applies the same list). */
export function withOutbox(migrations: Migrations, schema: string): Migrations {
  const outbox = eventOutboxMigration(schema);
  return Array.isArray(migrations) ? [...migrations, outbox] : { ...migrations, EventOutbox: outbox };
}
