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
