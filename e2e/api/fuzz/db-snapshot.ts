import { Client } from 'pg';

/** Each service's PostgreSQL schema: everything a request could have changed. */
const SERVICE_SCHEMAS = ['auth', 'levels', 'organizations', 'payments', 'tips'];

/** Row count and a hash of every row, per table. */
export type Snapshot = Map<string, string>;

export class DatabaseSnapshots {
  private constructor(
    private readonly client: Client,
    private readonly tables: string[],
  ) {}

  /** Connects to the e2e stack's PostgreSQL (E2E_DATABASE_URL, set by global setup). */
  static async open(): Promise<DatabaseSnapshots> {
    const url = process.env.E2E_DATABASE_URL;
    if (!url) throw new Error('E2E_DATABASE_URL is not set (global setup starts the stack)');
    const client = new Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
         FROM information_schema.tables
        WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'
        ORDER BY 1`,
      [SERVICE_SCHEMAS],
    );
    return new DatabaseSnapshots(
      client,
      rows.map((row) => row.name),
    );
  }

  async take(): Promise<Snapshot> {
    if (this.tables.length === 0) return new Map();
    // One statement: every table's count and the md5 of its rows in a stable order.
    const sql = this.tables
      .map(
        (table) =>
          `SELECT '${table.replace(/'/g, "''")}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS digest FROM ${table} t`,
      )
      .join(' UNION ALL ');
    const { rows } = await this.client.query<{ name: string; digest: string }>(sql);
    return new Map(rows.map((row) => [row.name, row.digest]));
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
