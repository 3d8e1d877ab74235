import type { MigrationInterface, QueryRunner, DataSource } from 'typeorm';

/** One event kept in PostgreSQL because Redis could not take it. */
export interface OutboxEvent {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
}

const TABLE = 'event_outbox';

/**
 * The outbox table in a service's own schema, added to every service's migrations by
 * createServiceDataSource (one helper rather than a copy per service).
 */
export function eventOutboxMigration(schema: string): new () => MigrationInterface {
  return class EventOutbox1795651200000 implements MigrationInterface {
    name = 'EventOutbox1795651200000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE IF NOT EXISTS "${schema}"."${TABLE}" (
          "id" bigserial PRIMARY KEY,
          "queue" text NOT NULL,
          "payload" jsonb NOT NULL,
          "created_at" timestamptz NOT NULL DEFAULT now()
        )`);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."${TABLE}"`);
    }
  };
}

/**
 * Events waiting in PostgreSQL for Redis, oldest first. Rows are deleted only after BullMQ took
 * them; a row sent twice (a crash between send and delete, two replicas relaying) carries the same
 * job id, which BullMQ adds once.
 */
export class EventOutbox {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {
    this.table = `"${schema}"."${TABLE}"`;
  }

  async add(queue: string, payload: object): Promise<void> {
    await this.dataSource.query(`INSERT INTO ${this.table} ("queue", "payload") VALUES ($1, $2)`, [
      queue,
      JSON.stringify(payload),
    ]);
  }

  async oldest(limit: number): Promise<OutboxEvent[]> {
    const rows: OutboxEvent[] = await this.dataSource.query(
      `SELECT "id"::text AS "id", "queue", "payload" FROM ${this.table} ORDER BY "id" LIMIT $1`,
      [limit],
    );
    return rows;
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE "id" = ANY($1::bigint[])`, [ids]);
  }

  /** The BullMQ job id of a relayed row: the same on every attempt, so it is added once. */
  jobId(event: OutboxEvent): string {
    return `outbox-${this.schema}-${event.id}`;
  }
}
