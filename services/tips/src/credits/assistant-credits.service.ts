import { Injectable } from '@nestjs/common';
import { DailyCounter, UTC_TODAY_SQL } from '@pylands/common';
import type { AssistantCredit, AssistantUsage } from '@pylands/contracts';
import { DataSource } from 'typeorm';

export type AssistantType = AssistantCredit['execution_type'];

/** Days of history a parent sees. */
export const USAGE_DAYS = 30;

/**
 * Tips per subject (a student, an anonymous visitor, a signed-in user) per assistant type per UTC
 * day, in the tips service's own schema: the service that spends a credit counts it.
 */
@Injectable()
export class AssistantCreditsService {
  private readonly counter: DailyCounter;

  constructor(private readonly dataSource: DataSource) {
    this.counter = new DailyCounter(dataSource, 'tips', 'assistant_usage');
  }

  /** Takes one credit unless that would pass `limit` (null = unlimited); the new counter, or null when refused. */
  spend(subject: string, type: AssistantType, limit: number | null): Promise<number | null> {
    return this.counter.take(subject, type, limit);
  }

  /** Gives a credit back when no tip was delivered (time-out, workers down). */
  refund(subject: string, type: AssistantType): Promise<void> {
    return this.counter.giveBack(subject, type);
  }

  today(subject: string | null, type: AssistantType): Promise<number> {
    return this.counter.today(subject, type);
  }

  /** One row per day with any use in the last USAGE_DAYS days, newest first. */
  async usage(studentId: string): Promise<AssistantUsage> {
    const rows: { day: string; execution_type: AssistantType; counter: number }[] =
      await this.dataSource.query(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "execution_type", "counter"
       FROM "tips"."assistant_usage"
       WHERE "subject" = $1 AND "day" > ${UTC_TODAY_SQL} - $2::integer
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
