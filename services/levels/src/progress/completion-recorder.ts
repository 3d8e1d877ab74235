import { Injectable } from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import {
  LEVEL_PLAYED_QUEUE,
  type LevelCompletion,
  type LevelPlayedEvent,
  type LevelUpdateRequest,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { ProgressSignal } from '../achievements/progress-signal';
import { StudentProgressService } from '../student-progress/student-progress.service';
import { ProgressService } from './progress.service';

/** A receipt this old no longer makes the same run a duplicate (a verifier job's verdict is kept as long). */
const RECEIPT_WINDOW = '1 hour';

/**
 * Records what level/update saves and tells the rest: the run for reports, level-played for auth,
 * and (for a verified completion) ProgressSignal for badges and certificates.
 */
@Injectable()
export class CompletionRecorder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly progress: ProgressService,
    private readonly runs: StudentProgressService,
    private readonly events: DomainEvents,
    private readonly signal: ProgressSignal,
  ) {}

  /** A run start (in_progress) or a page's not_started: saved and announced every time. */
  async recordUpdate(studentId: string, update: LevelUpdateRequest): Promise<LevelCompletion> {
    const saved = await this.progress.record(studentId, update);
    await this.announce(studentId, update, saved);
    return saved;
  }

  /**
   * A completion the verifier replayed: recorded once per key. Its receipt, the record and the end
   * of its pending row commit together; the same completion again within the receipt window (a
   * retry after a lost answer, the sweeper and the child at once) answers the saved record and
   * tells nobody again.
   */
  async recordVerified(studentId: string, update: LevelUpdateRequest, key: string): Promise<LevelCompletion> {
    const { saved, first } = await this.dataSource.transaction(async (manager) => {
      const fresh: unknown[] = await manager.query(
        `INSERT INTO "levels"."completion_receipts" AS r ("key", "student_id") VALUES ($1, $2)
         ON CONFLICT ("key") DO UPDATE SET "recorded_at" = now()
           WHERE r."recorded_at" < now() - interval '${RECEIPT_WINDOW}'
         RETURNING "key"`,
        [key, studentId],
      );
      await manager.query(`DELETE FROM "levels"."pending_completions" WHERE "key" = $1`, [key]);
      if (fresh.length === 0) {
        const current = await this.progress.view(studentId, update.course_id, update.level_slug, manager);
        if (current) return { saved: current, first: false };
      }
      return { saved: await this.progress.record(studentId, update, manager), first: true };
    });
    if (first) {
      await this.announce(studentId, update, saved);
      await this.signal.emit({
        kind: 'level',
        student_id: studentId,
        course_id: update.course_id,
        level_slug: update.level_slug,
      });
    }
    return saved;
  }

  private async announce(
    studentId: string,
    update: LevelUpdateRequest,
    saved: LevelCompletion,
  ): Promise<void> {
    if (update.last_status !== 'not_started')
      await this.runs.recordRun(studentId, update.course_id, update.level_slug, update.last_status);
    const event: LevelPlayedEvent = {
      student_id: studentId,
      course_id: update.course_id,
      level_slug: update.level_slug,
      played_at: saved.updated_at,
    };
    await this.events.publish(LEVEL_PLAYED_QUEUE, event);
  }
}
