import { z } from 'zod';
import { DEFAULT_CHARACTER, studentCharacterSchema } from './characters';

/** The server-side limit of students per parent (spec §1: "teach up to 5 students"). */
export const MAX_STUDENTS_PER_PARENT = 5;

export const STUDENT_USERNAME_PATTERN = /^[\p{L}\p{N}_-]{3,30}$/u;

export const studentUsernameSchema = z.string().trim().regex(STUDENT_USERNAME_PATTERN, {
  error: 'username must be 3 to 30 characters: letters, digits, _ or -',
});

export const studentSchema = z.object({
  id: z.string(),
  username: z.string(),
  character: studentCharacterSchema,
  assistant_enabled: z.boolean(),
  /** null means unlimited. */
  assistant_attempt_limit: z.number().int().nullable(),
  created_at: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

export const createStudentRequestSchema = z.object({
  username: studentUsernameSchema,
  character: studentCharacterSchema.default(DEFAULT_CHARACTER),
});
export type CreateStudentRequest = z.input<typeof createStudentRequestSchema>;

export const updateStudentRequestSchema = z
  .object({
    username: studentUsernameSchema.optional(),
    character: studentCharacterSchema.optional(),
    assistant_enabled: z.boolean().optional(),
    assistant_attempt_limit: z.number().int().min(0).max(10000).nullable().optional(),
  })
  .strict();
export type UpdateStudentRequest = z.infer<typeof updateStudentRequestSchema>;

export const studentsLimitSchema = z.object({ count: z.number().int(), limit: z.number().int() });
export type StudentsLimit = z.infer<typeof studentsLimitSchema>;

/** GET profile: the signed-in account (a parent's own details; students are under profile/students). */
export const profileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  user_type: z.number().int(),
  language: z.string().nullable(),
  country_code: z.string().nullable(),
  created_at: z.string(),
  /** The weekly summary email of the children's progress (opt-in at sign-up or here). */
  weekly_report: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * POST profile: change the email or the password (both need the current password), or switch the
 * weekly summary email on or off (no password: it only concerns what we send). A new password ends
 * every other session; a new email must be confirmed again.
 */
export const updateProfileRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, { error: 'email must be at most 254 characters' })
      .pipe(z.email({ error: 'email must be a valid email address' }))
      .optional(),
    current_password: z.string().min(1, { error: 'current_password is required' }).max(128).optional(),
    new_password: z
      .string()
      .min(8, { error: 'new_password must be at least 8 characters' })
      .max(128, { error: 'new_password must be at most 128 characters' })
      .optional(),
    weekly_report: z.boolean({ error: 'weekly_report must be true or false' }).optional(),
  })
  .strict()
  .refine(
    (value) =>
      value.email !== undefined || value.new_password !== undefined || value.weekly_report !== undefined,
    { error: 'email, new_password or weekly_report is required' },
  )
  .refine(
    (value) =>
      (value.email === undefined && value.new_password === undefined) || value.current_password !== undefined,
    { error: 'current_password is required' },
  );
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** GET profile/check-student-username-exists?student_username&organization_id */
export const studentUsernameQuerySchema = z.object({
  student_username: z.string({ error: 'student_username is required' }).trim().min(1).max(100),
  organization_id: z.uuid({ error: 'organization_id must be a UUID' }).optional(),
});
export type StudentUsernameQuery = z.infer<typeof studentUsernameQuerySchema>;

export const usernameExistsResponseSchema = z.object({ exists: z.boolean() });
export type UsernameExistsResponse = z.infer<typeof usernameExistsResponseSchema>;
