import { Injectable } from '@nestjs/common';
import type { CreditRecord, ExecutionType } from '@pylands/contracts';
import { DataSource } from 'typeorm';

/**
 * Runs counted per subject (a student, or a signed-in user without one) per execution type per
 * UTC day. The counter is what GET credit/{execution_type} answers; limits are applied by callers.
 */
@Injectable()
export class CreditsService {
  constructor(private readonly dataSource: DataSource) {}

  async countRun(subject: string, executionType: ExecutionType): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "levels"."credit_usage" ("subject", "execution_type", "day", "counter")
       VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
       ON CONFLICT ("subject", "execution_type", "day") DO UPDATE SET "counter" = "credit_usage"."counter" + 1`,
      [subject, executionType],
    );
  }

  async today(subject: string | null, executionType: ExecutionType): Promise<CreditRecord> {
    if (!subject) return { execution_type: executionType, counter: 0 };
    const rows: { counter: number }[] = await this.dataSource.query(
      `SELECT "counter" FROM "levels"."credit_usage"
       WHERE "subject" = $1 AND "execution_type" = $2 AND "day" = (now() AT TIME ZONE 'UTC')::date`,
      [subject, executionType],
    );
    return { execution_type: executionType, counter: rows[0]?.counter ?? 0 };
  }
}
