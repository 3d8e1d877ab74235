import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import {
  ACCOUNT_DELETED_TIPS_QUEUE,
  accountDeletedEventSchema,
  STUDENT_CHANGED_TIPS_QUEUE,
  studentChangedEventSchema,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';

/**
 * Deletes the assistant use kept for children and accounts that are gone (auth's account-deleted
 * and student-changed events, tips' copies): a parent deleting an account expects nothing left.
 */
@Injectable()
export class AssistantUsageEraser implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.consume(ACCOUNT_DELETED_TIPS_QUEUE, accountDeletedEventSchema, (event) =>
      this.erase([event.user_id, ...event.student_ids]),
    );
    this.events.consume(STUDENT_CHANGED_TIPS_QUEUE, studentChangedEventSchema, async (event) => {
      if (event.deleted) await this.erase([event.student_id]);
    });
  }

  /** Usage rows are keyed by subject: a student id, an account id or an anonymous visitor id. */
  async erase(subjects: string[]): Promise<void> {
    if (subjects.length === 0) return;
    for (const table of ['assistant_usage', 'level_tips'])
      await this.dataSource.query(`DELETE FROM "tips"."${table}" WHERE "subject" = ANY($1::text[])`, [
        subjects,
      ]);
  }
}
