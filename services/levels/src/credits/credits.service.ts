import { Injectable } from '@nestjs/common';
import type { CreditRecord, ExecutionType } from '@pylands/contracts';
import { DataSource } from 'typeorm';

/** The credit_usage subject of an anonymous visitor (their signed cookie's id); students use their id. */
export function anonymousSubject(visitorId: string): string {
  return `anon:${visitorId}`;
}

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

/**
 * Runs counted per subject (a student, an anonymous visitor, or a signed-in user without a student)
 * per execution type per UTC day. The counter is what GET credit/{execution_type} answers.
 */
@Injectable()
export class CreditsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one run unless that would pass `limit` (null = unlimited). One statement, so concurrent
   * run starts cannot both take the last attempt. Returns the new counter, or null when refused.
   */
  async countRun(
    subject: string,
    executionType: ExecutionType,
    limit: number | null,
  ): Promise<number | null> {
    if (limit !== null && limit <= 0) return null;
    const rows: { counter: number }[] = await this.dataSource.query(
      `INSERT INTO "levels"."credit_usage" AS u ("subject", "execution_type", "day", "counter")
       VALUES ($1, $2, ${TODAY}, 1)
       ON CONFLICT ("subject", "execution_type", "day") DO UPDATE SET "counter" = u."counter" + 1
         WHERE $3::integer IS NULL OR u."counter" < $3::integer
       RETURNING "counter"`,
      [subject, executionType, limit],
    );
    return rows[0]?.counter ?? null;
  }

  async today(subject: string | null, executionType: ExecutionType): Promise<CreditRecord> {
    if (!subject) return { execution_type: executionType, counter: 0 };
    const rows: { counter: number }[] = await this.dataSource.query(
      `SELECT "counter" FROM "levels"."credit_usage"
       WHERE "subject" = $1 AND "execution_type" = $2 AND "day" = ${TODAY}`,
      [subject, executionType],
    );
    return { execution_type: executionType, counter: rows[0]?.counter ?? 0 };
  }
}
