import { Injectable } from '@nestjs/common';
import { DailyCounter } from '@pylands/common';
import type { CreditRecord, ExecutionType } from '@pylands/contracts';
import { DataSource } from 'typeorm';

/**
 * Runs counted per subject (a student, an anonymous visitor, or a signed-in user without a student)
 * per execution type per UTC day. The counter is what GET credit/{execution_type} answers.
 */
@Injectable()
export class CreditsService {
  private readonly counter: DailyCounter;

  constructor(dataSource: DataSource) {
    this.counter = new DailyCounter(dataSource, 'levels', 'credit_usage');
  }

  /** Counts one run unless that would pass `limit` (null = unlimited); the new counter, or null when refused. */
  countRun(subject: string, executionType: ExecutionType, limit: number | null): Promise<number | null> {
    return this.counter.take(subject, executionType, limit);
  }

  async today(subject: string | null, executionType: ExecutionType): Promise<CreditRecord> {
    return { execution_type: executionType, counter: await this.counter.today(subject, executionType) };
  }
}
