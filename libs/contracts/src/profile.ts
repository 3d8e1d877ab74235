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
