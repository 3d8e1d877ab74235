import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTestDatabase } from '../testing/test-servers';
import { createServiceDataSource } from './data-source';
import { migrateSchema } from './migrate-command';

class CreateNotes1700000000000 implements MigrationInterface {
  name = 'CreateNotes1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "notes_svc"."notes" ("id" serial PRIMARY KEY, "text" text NOT NULL)`);
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "notes_svc"."notes"`);
  }
}

const options = { schema: 'notes_svc', entities: [], migrations: [CreateNotes1700000000000], poolSize: 1 };

describe('migrations at start or by the migrations Job (MIGRATIONS_RUN)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.drop());

  test('with MIGRATIONS_RUN=false a service refuses to start while a migration is pending, then starts once the Job ran', async () => {
    await expect(createServiceDataSource(db.url, { ...options, migrationsRun: false })).rejects.toThrow(
      'Schema notes_svc has pending migrations (CreateNotes1700000000000, EventOutbox1795651200000): run the migrations Job (cli.js migrate) first',
    );
    // The Job applies the service's migrations and the shared event outbox's.
    expect(await migrateSchema(db.url, options)).toEqual([
      'CreateNotes1700000000000',
      'EventOutbox1795651200000',
    ]);
    expect(await migrateSchema(db.url, options)).toEqual([]);
    const dataSource = await createServiceDataSource(db.url, { ...options, migrationsRun: false });
    try {
      expect(await dataSource.query(`SELECT count(*)::int AS n FROM "notes_svc"."notes"`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await dataSource.destroy();
    }
  });

  test('by default (npm start) a service migrates its schema at start', async () => {
    const dataSource = await createServiceDataSource(db.url, options);
    try {
      await dataSource.query(`INSERT INTO "notes_svc"."notes" ("text") VALUES ('hello')`);
      expect(await migrateSchema(db.url, options)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
