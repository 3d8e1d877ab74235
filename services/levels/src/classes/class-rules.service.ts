import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, isUuid, type Identity } from '@pylands/common';
import {
  classDetailsSchema,
  ORGANIZATION_CLASS_CHANGED_QUEUE,
  organizationClassChangedEventSchema,
  UserType,
  type ClassDetails,
  type CourseData,
  type OrganizationClassChangedEvent,
} from '@pylands/contracts';
import { classLocksChapter } from '@pylands/game-engine';
import { DataSource } from 'typeorm';
import { chapterHasQuiz } from '../quizzes/quiz-content';
import { QuizResultsService } from '../quizzes/quiz-results.service';

export interface ClassMember {
  student_id: string;
  class_id: string;
  username: string;
  name: string;
}

export interface OrgClass {
  class_id: string;
  organization_id: string;
  details: ClassDetails;
  teacher_ids: string[];
}

/**
 * levels' copy of the organizations service's classes (rules and teachers) and their students,
 * kept from `organization-class-changed` events: level/course marks class_locked chapters and quiz
 * rows for class members, and teachers may read their students' progress.
 */
@Injectable()
export class ClassRulesService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly quizResults: QuizResultsService,
  ) {}

  onModuleInit(): void {
    this.events.consume(ORGANIZATION_CLASS_CHANGED_QUEUE, organizationClassChangedEventSchema, (event) =>
      this.record(event),
    );
  }

  async record(event: OrganizationClassChangedEvent): Promise<void> {
    if (!isUuid(event.class_id) || !isUuid(event.organization_id)) return;
    await this.dataSource.transaction(async (manager) => {
      if (event.deleted || !event.details) {
        await manager.query(`DELETE FROM "levels"."org_classes" WHERE "class_id" = $1`, [event.class_id]);
        return;
      }
      await manager.query(
        `INSERT INTO "levels"."org_classes" ("class_id", "organization_id", "details", "teacher_ids") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("class_id") DO UPDATE SET "details" = EXCLUDED."details", "teacher_ids" = EXCLUDED."teacher_ids"`,
        [
          event.class_id,
          event.organization_id,
          JSON.stringify(event.details),
          JSON.stringify(event.teacher_ids),
        ],
      );
      const students = event.students.filter((student) => isUuid(student.id));
      await manager.query(
        `DELETE FROM "levels"."class_members" WHERE "class_id" = $1 AND NOT ("student_id" = ANY($2::uuid[]))`,
        [event.class_id, students.map((student) => student.id)],
      );
      for (const student of students) {
        await manager.query(
          `INSERT INTO "levels"."class_members" ("student_id", "class_id", "username", "name") VALUES ($1, $2, $3, $4)
           ON CONFLICT ("student_id") DO UPDATE SET "class_id" = EXCLUDED."class_id", "username" = EXCLUDED."username", "name" = EXCLUDED."name"`,
          [student.id, event.class_id, student.username, student.name],
        );
      }
    });
  }

  private toClass(row: {
    class_id: string;
    organization_id: string;
    details: unknown;
    teacher_ids: unknown;
  }): OrgClass | null {
    const details = classDetailsSchema.safeParse(row.details);
    if (!details.success) return null;
    return {
      class_id: row.class_id,
      organization_id: row.organization_id,
      details: details.data,
      teacher_ids: Array.isArray(row.teacher_ids) ? row.teacher_ids.map(String) : [],
    };
  }

  async classOf(studentId: string): Promise<OrgClass | null> {
    const [row] = await this.dataSource.query(
      `SELECT c.* FROM "levels"."class_members" m JOIN "levels"."org_classes" c ON c."class_id" = m."class_id" WHERE m."student_id" = $1`,
      [studentId],
    );
    return row ? this.toClass(row) : null;
  }

  async getClass(classId: string): Promise<OrgClass | null> {
    const [row] = await this.dataSource.query(`SELECT * FROM "levels"."org_classes" WHERE "class_id" = $1`, [
      classId,
    ]);
    return row ? this.toClass(row) : null;
  }

  /** The classes staff may report on: an admin's whole organization, a teacher's own classes. */
  async classesFor(identity: Identity): Promise<OrgClass[]> {
    if (!identity.organization_id || identity.student_id !== null) return [];
    if (identity.user_type !== UserType.Admin && identity.user_type !== UserType.Teacher) return [];
    const rows = await this.dataSource.query(
      `SELECT * FROM "levels"."org_classes" WHERE "organization_id" = $1 ORDER BY "class_id"`,
      [identity.organization_id],
    );
    return rows
      .map((row: Parameters<ClassRulesService['toClass']>[0]) => this.toClass(row))
      .filter((klass: OrgClass | null): klass is OrgClass => klass !== null)
      .filter(
        (klass: OrgClass) =>
          identity.user_type === UserType.Admin || klass.teacher_ids.includes(identity.user_id),
      );
  }

  async members(classIds: string[]): Promise<ClassMember[]> {
    if (classIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT "student_id", "class_id", "username", "name" FROM "levels"."class_members" WHERE "class_id" = ANY($1::uuid[]) ORDER BY "username"`,
      [classIds],
    );
  }

  /** Staff of the student's organization: an admin, or a teacher of the student's class. */
  async staffMaySee(identity: Identity, studentId: string): Promise<boolean> {
    const klass = await this.classOf(studentId);
    if (!klass || identity.student_id !== null || klass.organization_id !== identity.organization_id)
      return false;
    if (identity.user_type === UserType.Admin) return true;
    return identity.user_type === UserType.Teacher && klass.teacher_ids.includes(identity.user_id);
  }

  /** The chapters whose quiz the student passed, when their class has quizzes on (else none count). */
  async passedQuizzes(klass: OrgClass, studentId: string, courseId: string): Promise<Set<number>> {
    return klass.details.quiz ? this.quizResults.passedChapters(studentId, courseId) : new Set();
  }

  /** Marks class_locked chapters and quiz rows for a class member; others' course data is unchanged. */
  async apply(studentId: string | null, course: CourseData): Promise<CourseData> {
    if (!studentId) return course;
    const klass = await this.classOf(studentId);
    if (!klass) return course;
    return this.applyClass(klass, course, await this.passedQuizzes(klass, studentId, course.id));
  }

  /**
   * The class's marks on course data (the same rule as the sidebar's, from libs/game-engine): with
   * quizzes on, each chapter with a quiz in content gets its row, complete once the student passed it.
   */
  applyClass(klass: OrgClass, course: CourseData, passedQuizzes: ReadonlySet<number>): CourseData {
    const { unlocked_chapters, quiz } = klass.details;
    return {
      ...course,
      chapters: course.chapters.map((chapter, index) => {
        const quizExists = quiz && chapterHasQuiz(course.id, chapter.id);
        return {
          ...chapter,
          class_locked: classLocksChapter(chapter.id, index, unlocked_chapters),
          quiz_exists: quizExists,
          quiz_complete: quizExists && passedQuizzes.has(chapter.id),
        };
      }),
    };
  }
}
