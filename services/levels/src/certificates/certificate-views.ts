import { getCourse } from '@pylands/content';
import type { Certificate, CertificateVerification, IssuedCertificate } from '@pylands/contracts';
import type { IssuedCertificateRow } from './issued-certificate.entity';

function courseName(courseId: string): string {
  return getCourse(courseId)?.name ?? courseId;
}

export function toIssuedCertificate(row: IssuedCertificateRow): IssuedCertificate {
  return {
    id: row.id,
    kind: row.kind,
    student_id: row.studentId,
    student_name: row.studentName,
    course_id: row.courseId,
    course_name: courseName(row.courseId),
    issued_at: row.issuedAt.toISOString(),
    school_name: row.schoolName,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** What anyone holding the number may read: no student id. */
export function toVerification(row: IssuedCertificateRow): CertificateVerification {
  return {
    id: row.id,
    kind: row.kind,
    student_name: row.studentName,
    course_name: courseName(row.courseId),
    issued_at: row.issuedAt.toISOString(),
    school_name: row.schoolName,
    status: row.revokedAt ? 'revoked' : 'valid',
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** get_certificate's older shape, from the issued row (the levels it counts are the course's). */
export function toCourseCertificate(row: IssuedCertificateRow, levelsCompleted: number): Certificate {
  return {
    id: row.id,
    student_id: row.studentId,
    course_id: row.courseId,
    course_name: courseName(row.courseId),
    levels_completed: levelsCompleted,
    issued_at: row.issuedAt.toISOString(),
  };
}
