import { Injectable } from '@nestjs/common';
import type { AssistantCredit, AssistantUsage } from '@pylands/contracts';
import { DataSource } from 'typeorm';

export type AssistantType = AssistantCredit['execution_type'];

/** The subject of an anonymous visitor (their signed cookie's id), as levels counts them. */
export function anonymousSubject(visitorId: string): string {
  return `anon:${visitorId}`;
}

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
/** Days of history a parent sees. */
export const USAGE_DAYS = 30;

/**
 * Tips per subject (a student, an anonymous visitor, a signed-in user) per assistant type per UTC
 * day, in the tips service's own schema: the service that spends a credit counts it.
 */
@Injectable()
export class AssistantCreditsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes one credit unless that would pass `limit` (null = unlimited), in one statement, so two tips
   * asked at once can never both take the last credit. The new counter, or null when refused.
   */
  async spend(subject: string, type: AssistantType, limit: number | null): Promise<number | null> {
    if (limit !== null && limit <= 0) return null;
    const rows: { counter: number }[] = await this.dataSource.query(
      `INSERT INTO "tips"."assistant_usage" AS u ("subject", "execution_type", "day", "counter")
       VALUES ($1, $2, ${TODAY}, 1)
       ON CONFLICT ("subject", "execution_type", "day") DO UPDATE SET "counter" = u."counter" + 1
         WHERE $3::integer IS NULL OR u."counter" < $3::integer
       RETURNING "counter"`,
      [subject, type, limit],
    );
    return rows[0]?.counter ?? null;
  }

  /** Gives a credit back when no tip was delivered (time-out, workers down). */
  async refund(subject: string, type: AssistantType): Promise<void> {
    await this.dataSource.query(
      `UPDATE "tips"."assistant_usage" SET "counter" = "counter" - 1
       WHERE "subject" = $1 AND "execution_type" = $2 AND "day" = ${TODAY} AND "counter" > 0`,
      [subject, type],
    );
  }

  async today(subject: string | null, type: AssistantType): Promise<number> {
    if (!subject) return 0;
    const rows: { counter: number }[] = await this.dataSource.query(
      `SELECT "counter" FROM "tips"."assistant_usage"
       WHERE "subject" = $1 AND "execution_type" = $2 AND "day" = ${TODAY}`,
      [subject, type],
    );
    return rows[0]?.counter ?? 0;
  }

  /** One row per day with any use in the last USAGE_DAYS days, newest first. */
  async usage(studentId: string): Promise<AssistantUsage> {
    const rows: { day: string; execution_type: AssistantType; counter: number }[] =
      await this.dataSource.query(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "execution_type", "counter"
       FROM "tips"."assistant_usage"
       WHERE "subject" = $1 AND "day" > ${TODAY} - $2::integer
       ORDER BY "day" DESC`,
        [studentId, USAGE_DAYS],
      );
    const days = new Map<string, AssistantUsage['days'][number]>();
    for (const row of rows) {
      const entry = days.get(row.day) ?? { day: row.day, level_assistant: 0, challenge_assistant: 0 };
      entry[row.execution_type] = row.counter;
      days.set(row.day, entry);
    }
    return { student_id: studentId, days: [...days.values()] };
  }
}
