import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, isUuid } from '@pylands/common';
import {
  ACCOUNT_DELETED_QUEUE,
  accountDeletedEventSchema,
  type AccountDeletedEvent,
} from '@pylands/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** Who was among the players of others' creative levels (their counts stay). */
function erasePlays(manager: EntityManager, ids: string[]): Promise<unknown> {
  return manager.query(`DELETE FROM "levels"."creative_level_plays" WHERE "player" = ANY($1::text[])`, [
    ids.map((id) => `user:${id}`),
  ]);
}

/**
 * Deletes what levels keeps about children who are gone: their completions (with the code they
 * wrote), their attempt counters and run times, their quiz results and tries, their challenge code and solves, their plays and reports of creative levels, their badges and certificates, and a deleted account's creative levels. Ownership rows stay as tombstones (ids only) so an old
 * session of a deleted student still cannot save.
 */
@Injectable()
export class StudentDataEraser implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.consume(ACCOUNT_DELETED_QUEUE, accountDeletedEventSchema, (event) =>
      this.eraseAccount(event),
    );
  }

  /** auth's account-deleted: the account's students and the account's own counters. */
  async eraseAccount(event: AccountDeletedEvent): Promise<void> {
    if (!isUuid(event.user_id)) return;
    const studentIds = event.student_ids.filter(isUuid);
    await this.dataSource.transaction(async (manager) => {
      await this.eraseStudents(manager, studentIds);
      // A parent signed in without a student counts runs under the account's own id.
      await manager.query(`DELETE FROM "levels"."credit_usage" WHERE "subject" = $1`, [event.user_id]);
      // Quiz tries the adult practised without a chosen student.
      await manager.query(`DELETE FROM "levels"."quiz_attempts" WHERE "subject" = $1`, [event.user_id]);
      // The account's creative levels go with it (public ones included: their creator is gone).
      await manager.query(`DELETE FROM "levels"."creative_levels" WHERE "user_id" = $1`, [event.user_id]);
      // A creative badge earned without a student chosen is the account's own.
      await manager.query(`DELETE FROM "levels"."badge_awards" WHERE "student_id" = $1`, [event.user_id]);
      // Their reports on others' levels and who they were among those levels' players (the counts stay).
      await manager.query(`DELETE FROM "levels"."creative_level_reports" WHERE "reporter_user_id" = $1`, [
        event.user_id,
      ]);
      await erasePlays(manager, [event.user_id]);
      await manager.query(
        `UPDATE "levels"."student_parents" SET "deleted_at" = coalesce("deleted_at", now()) WHERE "parent_id" = $1`,
        [event.user_id],
      );
    });
  }

  /** One student deleted by the parent (student-changed with deleted: true). */
  eraseStudent(studentId: string): Promise<void> {
    return this.dataSource.transaction((manager) => this.eraseStudents(manager, [studentId]));
  }

  private async eraseStudents(manager: EntityManager, studentIds: string[]): Promise<void> {
    if (studentIds.length === 0) return;
    await manager.query(`DELETE FROM "levels"."level_completions" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    await manager.query(`DELETE FROM "levels"."credit_usage" WHERE "subject" = ANY($1::text[])`, [
      studentIds,
    ]);
    await manager.query(`DELETE FROM "levels"."student_runs" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    // Their quiz results, and their attempts with the answers in them.
    await manager.query(`DELETE FROM "levels"."quiz_results" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    await manager.query(`DELETE FROM "levels"."quiz_attempts" WHERE "subject" = ANY($1::text[])`, [
      studentIds,
    ]);
    // Their challenge code and solves (issue 23).
    await manager.query(`DELETE FROM "levels"."challenge_solves" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    await erasePlays(manager, studentIds);
    // Their completions still waiting for a verifier, and the receipts of recorded ones.
    await manager.query(`DELETE FROM "levels"."pending_completions" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    await manager.query(`DELETE FROM "levels"."completion_receipts" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    // Their badges and certificates too: a deleted child's certificate no longer verifies (404).
    await manager.query(`DELETE FROM "levels"."badge_awards" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
    await manager.query(`DELETE FROM "levels"."issued_certificates" WHERE "student_id" = ANY($1::uuid[])`, [
      studentIds,
    ]);
  }
}
