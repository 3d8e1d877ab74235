import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CertificateKind } from '@pylands/contracts';

/**
 * A certificate levels issued (issue 23). The id is stable for (student, kind, course), so issuing
 * twice finds the same row; names are snapshots taken at issue time.
 */
@Entity({ name: 'issued_certificates' })
export class IssuedCertificateRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  kind!: CertificateKind;

  @Column({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @Column({ name: 'course_id', type: 'text' })
  courseId!: string;

  @Column({ name: 'student_name', type: 'text' })
  studentName!: string;

  @Column({ name: 'school_name', type: 'text', nullable: true })
  schoolName!: string | null;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
