import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { isUuid } from '@pylands/common';
import { getCourse, listCourses, type CourseContent } from '@pylands/content';
import type { Certificate, CertificateKind } from '@pylands/contracts';
import { DataSource, type Repository } from 'typeorm';
import { CourseProgressReader } from '../achievements/course-progress';
import { ProgressSignal, type ProgressChange } from '../achievements/progress-signal';
import { StudentNames } from '../achievements/student-names';
import { ProgressService } from '../progress/progress.service';
import { certificateId, certificateOf, firstStepsCertificateId } from './certificate-of';
import { toCourseCertificate } from './certificate-views';
import { IssuedCertificateRow } from './issued-certificate.entity';

/**
 * `001` §4: reaching this level opens the certificate modal, so the "first steps" certificate is
 * earned by the levels before it (in course order), all verified complete.
 */
export const FIRST_STEPS_LEVEL = { courseId: 'python', levelSlug: 'intro-level4' } as const;

/** The levels that earn First Steps: every level of the course before FIRST_STEPS_LEVEL. */
export function firstStepsLevels(): string[] {
  const slugs = (getCourse(FIRST_STEPS_LEVEL.courseId)?.chapters ?? []).flatMap((c) =>
    c.levels.map((l) => l.slug),
  );
  const at = slugs.indexOf(FIRST_STEPS_LEVEL.levelSlug);
  return at > 0 ? slugs.slice(0, at) : [];
}

interface Issue {
  id: string;
  kind: CertificateKind;
  studentId: string;
  courseId: string;
  issuedAt: Date;
}

/**
 * Issues certificates from verified progress: a course's when every chapter is complete by the
 * course data's rule (levels replayed, quizzes passed where the class has quizzes), "first steps"
 * when the levels before intro-level4 are. Issued on the `level` signal; reads issue too, so a student whose name was not
 * yet known (or whose course was complete before certificates were kept) gets theirs then.
 */
@Injectable()
export class CertificateIssuer implements OnModuleInit {
  private readonly logger = new Logger('CertificateIssuer');

  constructor(
    private readonly dataSource: DataSource,
    private readonly signal: ProgressSignal,
    private readonly courses: CourseProgressReader,
    private readonly progress: ProgressService,
    private readonly names: StudentNames,
  ) {}

  private get rows(): Repository<IssuedCertificateRow> {
    return this.dataSource.getRepository(IssuedCertificateRow);
  }

  onModuleInit(): void {
    this.signal.on((change) => this.follow(change));
  }

  /** Logged, not thrown: the completion is saved, and the next read issues what was missed. */
  async follow(change: ProgressChange): Promise<void> {
    if (change.kind !== 'level' && change.kind !== 'quiz') return;
    try {
      const course = getCourse(change.course_id);
      if (course) await this.issueCourse(change.student_id, course);
      if (change.kind === 'level') await this.issueFirstSteps(change.student_id);
    } catch (error) {
      this.logger.error(`certificates for ${change.student_id}: ${String(error)}`);
    }
  }

  find(id: string): Promise<IssuedCertificateRow | null> {
    return isUuid(id) ? this.rows.findOneBy({ id }) : Promise.resolve(null);
  }

  /** The course certificate's row, issuing it when the course is complete; null otherwise. */
  async issueCourse(studentId: string, course: CourseContent): Promise<IssuedCertificateRow | null> {
    const id = certificateId(studentId, course.id);
    const existing = await this.rows.findOneBy({ id });
    if (existing) return existing;
    const earned = await this.earnedCourse(studentId, course);
    if (!earned) return null;
    return this.issue({
      id,
      kind: 'course',
      studentId,
      courseId: course.id,
      issuedAt: new Date(earned.issued_at),
    });
  }

  async issueFirstSteps(studentId: string): Promise<IssuedCertificateRow | null> {
    const id = firstStepsCertificateId(studentId);
    const existing = await this.rows.findOneBy({ id });
    if (existing) return existing;
    const { courseId } = FIRST_STEPS_LEVEL;
    const slugs = firstStepsLevels();
    if (slugs.length === 0) return null;
    const completions = await this.progress.forCourse(studentId, courseId);
    let issuedAt = 0;
    for (const slug of slugs) {
      const row = completions.get(slug);
      if (row?.lastStatus !== 'complete') return null;
      issuedAt = Math.max(issuedAt, (row.completedAt ?? row.updatedAt).getTime());
    }
    return this.issue({ id, kind: 'first-steps', studentId, courseId, issuedAt: new Date(issuedAt) });
  }

  /**
   * get_certificate's and payments' view: the issued row unless revoked; a course complete whose
   * row cannot be written yet (the student's name unknown) still answers with the same id and date.
   */
  async courseCertificate(studentId: string, course: CourseContent): Promise<Certificate | null> {
    const levels = course.chapters.reduce((sum, chapter) => sum + chapter.levels.length, 0);
    const row = await this.issueCourse(studentId, course);
    if (row) return row.revokedAt ? null : toCourseCertificate(row, levels);
    return this.earnedCourse(studentId, course);
  }

  /** Every certificate of the student, newest first (issuing what their progress has earned). */
  async list(studentId: string): Promise<IssuedCertificateRow[]> {
    for (const course of listCourses()) await this.issueCourse(studentId, course);
    await this.issueFirstSteps(studentId);
    return this.rows.find({ where: { studentId }, order: { issuedAt: 'DESC', id: 'ASC' } });
  }

  /** Staff's revocation; the first revocation's time stays. */
  async revoke(id: string): Promise<IssuedCertificateRow | null> {
    if (!isUuid(id)) return null;
    await this.dataSource.query(
      `UPDATE "levels"."issued_certificates" SET "revoked_at" = coalesce("revoked_at", now()) WHERE "id" = $1`,
      [id],
    );
    return this.find(id);
  }

  /** Complete by the course data's rule; dated at the last level's completion. */
  private async earnedCourse(studentId: string, course: CourseContent): Promise<Certificate | null> {
    if (!(await this.courses.courseComplete(studentId, course))) return null;
    return certificateOf(course, studentId, await this.progress.forCourse(studentId, course.id));
  }

  private async issue(issue: Issue): Promise<IssuedCertificateRow | null> {
    const names = await this.names.of(issue.studentId);
    if (!names) return null;
    await this.dataSource.query(
      `INSERT INTO "levels"."issued_certificates"
         ("id", "kind", "student_id", "course_id", "student_name", "school_name", "issued_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [issue.id, issue.kind, issue.studentId, issue.courseId, names.name, names.school, issue.issuedAt],
    );
    return this.rows.findOneBy({ id: issue.id });
  }
}
