import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { COURSE_OF_PLAN, type CoursePlanKey, type CoursePurchase } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { InternalServices } from '../accounts/internal-services';
import { Catalogue } from '../catalogue/catalogue';
import { updateReturning } from '../database/update-returning';
import { appendLedger } from '../ledger/ledger';

interface PurchaseRow {
  id: string;
  course: string;
  plan_name: CoursePlanKey;
  student_id: string | null;
  purchased_at: Date;
  refunded_at: Date | null;
  amount_minor: number;
  currency: string;
}

const view = (row: PurchaseRow): CoursePurchase => ({
  purchase_id: row.id,
  course: row.course,
  plan_name: row.plan_name,
  student_id: row.student_id,
  purchased_at: new Date(row.purchased_at).toISOString(),
  status: row.refunded_at ? 'refunded' : 'active',
  amount_minor: row.amount_minor,
  currency: row.currency,
});

/** A parent's course purchases (one student each) and their assignment to students. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(Catalogue) private readonly catalogue: Catalogue,
    private readonly services: InternalServices,
  ) {}

  private rows(userId: string): Promise<PurchaseRow[]> {
    return this.dataSource.query(
      `SELECT * FROM "payments"."course_purchases" WHERE "owner_user_id" = $1 ORDER BY "purchased_at", "id"`,
      [userId],
    );
  }

  async all(identity: Identity) {
    return { purchases: (await this.rows(identity.user_id)).map(view) };
  }

  async hasUnassigned(identity: Identity) {
    const courses = [
      ...new Set(
        (await this.rows(identity.user_id))
          .filter((row) => !row.student_id && !row.refunded_at)
          .map((row) => row.course),
      ),
    ];
    return { has_unassigned_purchases: courses.length > 0, courses };
  }

  private courseSlug(courseName: string): string {
    const entry = this.catalogue.course(courseName);
    if (!entry?.course) throw new NotFoundException(`No course is named ${courseName}`);
    return entry.course;
  }

  async assign(identity: Identity, studentId: string, courseName: string): Promise<CoursePurchase> {
    const course = this.courseSlug(courseName);
    const account = await this.services.account(identity.user_id);
    if (!account.students.some((student) => student.id === studentId))
      throw new NotFoundException('No such student');
    return this.dataSource.transaction(async (manager) => {
      // One assignment at a time per parent: two clicks must not spend two purchases.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`assign:${identity.user_id}`]);
      const held: unknown[] = await manager.query(
        `SELECT 1 FROM "payments"."course_purchases" WHERE "student_id" = $1 AND "course" = $2 AND "refunded_at" IS NULL`,
        [studentId, course],
      );
      if (held.length) throw new ConflictException('This student already has this course');
      const rows = await updateReturning<PurchaseRow>(
        manager,
        `UPDATE "payments"."course_purchases" SET "student_id" = $3
         WHERE "id" = (SELECT "id" FROM "payments"."course_purchases"
                       WHERE "owner_user_id" = $1 AND "course" = $2 AND "student_id" IS NULL AND "refunded_at" IS NULL
                       ORDER BY "purchased_at" LIMIT 1)
         RETURNING *`,
        [identity.user_id, course, studentId],
      );
      if (!rows.length) throw new NotFoundException('You have no unassigned purchase of this course');
      await appendLedger(manager, identity.user_id, 'purchase.assign', rows[0].id, {
        student_id: studentId,
        course,
      });
      return view(rows[0]);
    });
  }

  /** The parent's students who have (or have not) the course through an assigned purchase. */
  async students(identity: Identity, courseSlug: string, purchased: boolean) {
    if (!Object.values(COURSE_OF_PLAN).includes(courseSlug)) throw new NotFoundException('Course not found');
    const account = await this.services.account(identity.user_id);
    const holders = new Set(
      (await this.rows(identity.user_id))
        .filter((row) => row.course === courseSlug && row.student_id && !row.refunded_at)
        .map((row) => row.student_id),
    );
    return { students: account.students.filter((student) => holders.has(student.id) === purchased) };
  }

  /** Staff: moves one account's course purchases (unassigned only, unless include_assigned) to another. */
  async transfer(staffId: string, fromEmail: string, toEmail: string, includeAssigned: boolean) {
    const [from, to] = await Promise.all([
      this.services.accountByEmail(fromEmail),
      this.services.accountByEmail(toEmail),
    ]);
    if (from.user_id === to.user_id) throw new ConflictException('Both emails name the same account');
    return this.dataSource.transaction(async (manager) => {
      const moved = await updateReturning<{ id: string }>(
        manager,
        `UPDATE "payments"."course_purchases" SET "owner_user_id" = $2,
           "student_id" = CASE WHEN $3 THEN NULL ELSE "student_id" END
         WHERE "owner_user_id" = $1 AND "refunded_at" IS NULL AND ($3 OR "student_id" IS NULL)
         RETURNING "id"`,
        [from.user_id, to.user_id, includeAssigned],
      );
      for (const row of moved)
        await appendLedger(manager, staffId, 'purchase.transfer', row.id, {
          from: from.user_id,
          to: to.user_id,
        });
      return { transferred: moved.length };
    });
  }
}
