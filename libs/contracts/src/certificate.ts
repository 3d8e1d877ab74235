import { z } from 'zod';

/**
 * GET level/get_certificate/{course_slug}: a student's certificate for a course, earned by completing
 * every level of its chapters. `id` is stable for the student and course (the certificate/{id} page);
 * `issued_at` is when the last of those levels was completed.
 */
export const certificateSchema = z.object({
  id: z.uuid(),
  student_id: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  levels_completed: z.number().int().min(1),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** `?student_id`: a parent's, teacher's or admin's view of one of their students (else the chosen student). */
export const certificateQuerySchema = z.object({
  student_id: z.uuid({ error: 'student_id must be a UUID' }).optional(),
});

/** 401 on get_certificate without a session. */
export const CERTIFICATE_REQUIRES_ACCOUNT_MESSAGE = 'Please sign up or log in to see certificates.';
/** 403 on get_certificate for a signed-in user with no chosen student and no student_id. */
export const CERTIFICATE_CHOOSE_STUDENT_MESSAGE = 'Please choose a student to see their certificates.';
/** 404 on get_certificate while some level of the course is not complete. */
export const certificateNotEarnedMessage = (courseName: string) =>
  `No certificate yet: complete every level of ${courseName} to earn it.`;

/** levels' `GET /internal/certificates/{course_slug}/{student_id}` (service secret), for refund eligibility. */
export const internalCertificateSchema = z.object({ certificate: certificateSchema.nullable() });
export type InternalCertificate = z.infer<typeof internalCertificateSchema>;

/**
 * Issued certificates (issue 23). levels issues one when a course is complete (every level verified
 * by replay and, for a class student with quizzes, every quiz passed), and the "first steps"
 * certificate when a student completes intro-level4 (`001` §4). Each has a public verification
 * page, certificate/{id}, a printable PDF and a PNG to share.
 */
export const CERTIFICATE_KINDS = ['course', 'first-steps'] as const;
export const certificateKindSchema = z.enum(CERTIFICATE_KINDS);
export type CertificateKind = z.infer<typeof certificateKindSchema>;

export const issuedCertificateSchema = z.object({
  id: z.uuid(),
  kind: certificateKindSchema,
  student_id: z.string(),
  /** The student's display name when it was issued. */
  student_name: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  issued_at: z.string(),
  /** The issuing school's name for an organization student; null otherwise. */
  school_name: z.string().nullable(),
  /** ISO 8601 when revoked (e.g. a refund); null while valid. */
  revoked_at: z.string().nullable(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

/** GET level/certificates/{student_id}: the student's certificates, newest first. */
export const certificateListSchema = z.object({
  student_id: z.string(),
  student_name: z.string(),
  certificates: z.array(issuedCertificateSchema),
});
export type CertificateList = z.infer<typeof certificateListSchema>;

/** GET level/certificate/{certificate_id} (public): what the verification page shows. */
export const certificateVerificationSchema = z.object({
  id: z.uuid(),
  kind: certificateKindSchema,
  student_name: z.string(),
  course_name: z.string(),
  issued_at: z.string(),
  school_name: z.string().nullable(),
  status: z.enum(['valid', 'revoked']),
  revoked_at: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** 404 on certificate/{id} for an id never issued (also for a malformed id). */
export const CERTIFICATE_UNKNOWN_MESSAGE = 'We could not find a certificate with this number.';

/** 410 on a revoked certificate's PDF or PNG: its page still says it was revoked, but no file is made. */
export const CERTIFICATE_REVOKED_DOWNLOAD_MESSAGE =
  'This certificate was revoked, so it can no longer be downloaded.';
/** 403 on certificate/{id}/revoke for anyone but platform staff. */
export const CERTIFICATE_REVOKE_STAFF_ONLY_MESSAGE = 'Only Pylands staff can revoke a certificate.';

export const CERTIFICATE_PATHS = {
  list: (studentId: string) => `/api/level/certificates/${encodeURIComponent(studentId)}`,
  verify: (id: string) => `/api/level/certificate/${encodeURIComponent(id)}`,
  /**
   * The printable PDF (A4 landscape) and the PNG to share: public for a valid certificate, written
   * in `lang` (a supported code; English otherwise).
   */
  pdf: (id: string, lang?: string) =>
    `/api/level/certificate/${encodeURIComponent(id)}/pdf${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
  png: (id: string, lang?: string) =>
    `/api/level/certificate/${encodeURIComponent(id)}/png${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
  /** Staff only (POST): marks the certificate revoked; answers its verification. */
  revoke: (id: string) => `/api/level/certificate/${encodeURIComponent(id)}/revoke`,
} as const;
