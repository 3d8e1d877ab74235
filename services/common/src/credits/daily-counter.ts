import type { DataSource } from 'typeorm';

/** Today's date in UTC, in SQL: daily limits roll over at midnight UTC (doc 2 §6). */
export const UTC_TODAY_SQL = `(now() AT TIME ZONE 'UTC')::date`;

/** The counted subject of an anonymous visitor (their signed cookie's id); students count as their id. */
export function anonymousSubject(visitorId: string): string {
  return `anon:${visitorId}`;
}

/**
 * Uses counted per subject per execution type per UTC day, in a table with the columns "subject",
 * "execution_type", "day" and "counter", unique on the first three. Levels counts runs with it,
 * tips counts tips, each in its own schema: the service that spends a credit counts it.
 */
export class DailyCounter {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    schema: string,
    table: string,
  ) {
    this.table = `"${schema}"."${table}"`;
  }

  /**
   * Counts one use unless that would pass `limit` (null = unlimited), in one statement, so two
   * concurrent uses can never both take the last one. The new counter, or null when refused.
   */
  async take(subject: string, executionType: string, limit: number | null): Promise<number | null> {
    if (limit !== null && limit <= 0) return null;
    const rows: { counter: number }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} AS u ("subject", "execution_type", "day", "counter")
       VALUES ($1, $2, ${UTC_TODAY_SQL}, 1)
       ON CONFLICT ("subject", "execution_type", "day") DO UPDATE SET "counter" = u."counter" + 1
         WHERE $3::integer IS NULL OR u."counter" < $3::integer
       RETURNING "counter"`,
      [subject, executionType, limit],
    );
    return rows[0]?.counter ?? null;
  }

  /** Gives one use of today back (never below zero). */
  async giveBack(subject: string, executionType: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET "counter" = "counter" - 1
       WHERE "subject" = $1 AND "execution_type" = $2 AND "day" = ${UTC_TODAY_SQL} AND "counter" > 0`,
      [subject, executionType],
    );
  }

  /** Today's counter; 0 for no subject or no use yet. */
  async today(subject: string | null, executionType: string): Promise<number> {
    if (!subject) return 0;
    const rows: { counter: number }[] = await this.dataSource.query(
      `SELECT "counter" FROM ${this.table}
       WHERE "subject" = $1 AND "execution_type" = $2 AND "day" = ${UTC_TODAY_SQL}`,
      [subject, executionType],
    );
    return rows[0]?.counter ?? 0;
  }
}
