import { z } from 'zod';
import { studentCharacterSchema } from './characters';

/** user_type on the current user: 0 parent, 1 teacher, 2 admin. */
export const UserType = { Parent: 0, Teacher: 1, Admin: 2 } as const;
export const userTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type UserTypeValue = z.infer<typeof userTypeSchema>;

export const userDetailsSchema = z.object({ user_type: userTypeSchema });
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const studentDetailsSchema = z.object({
  id: z.string(),
  username: z.string(),
  character: studentCharacterSchema,
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

export const classDetailsSchema = z.object({
  name: z.string(),
  /** Chapter numbers or 'x:id' strings. */
  unlocked_chapters: z.array(z.union([z.number(), z.string()])),
  no_skip: z.boolean(),
  quiz: z.boolean(),
});
export type ClassDetails = z.infer<typeof classDetailsSchema>;

export const currentUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  student_id: z.string().nullable(),
  is_student: z.boolean(),
  organization_id: z.string().nullable(),
  user_details: userDetailsSchema,
  student_details: studentDetailsSchema.nullable(),
  class_details: classDetailsSchema.nullable(),
  /** Present while platform staff act as this user (impersonation): the app shows a banner. */
  impersonator: z.object({ user_id: z.string(), email: z.string(), impersonation_id: z.string() }).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given: an upper bound keeps a huge password from tying up a core. */
export const PASSWORD_MAX_LENGTH = 128;

// Trimmed and lower-cased before the check: "  Ann@Example.com " is the same account as ann@example.com.
const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email must be at most 254 characters' })
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().min(1, { error: 'email is required' }).max(254),
  password: z.string().min(1, { error: 'password is required' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST auth/return-to-parent: the parental gate. A parent's session with a child chosen goes back to
 * the parent's own session only with the parent's password (issue 20); 401 with this message otherwise.
 */
export const returnToParentRequestSchema = z.object({
  password: z.string().min(1, { error: 'password is required' }).max(PASSWORD_MAX_LENGTH),
});
export type ReturnToParentRequest = z.infer<typeof returnToParentRequestSchema>;
export const WRONG_PARENT_PASSWORD_MESSAGE = 'Incorrect password';
/** 403 on return-to-parent for a school's student: the gate is a family's; the school's account has no parent. */
export const SCHOOL_STUDENT_NO_PARENT_MESSAGE = 'A school’s student has no parent account to return to';

export const lastPlayedSchema = z.object({ course_id: z.string(), level_slug: z.string() });
export type LastPlayed = z.infer<typeof lastPlayedSchema>;

/** POST auth/choose_student/{student_id}: the refreshed user plus where the student left off. */
export const chooseStudentResponseSchema = currentUserSchema.extend({
  last_played: lastPlayedSchema.nullable(),
});
export type ChooseStudentResponse = z.infer<typeof chooseStudentResponseSchema>;

export const logoutResponseSchema = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** Name of the httpOnly cookie that carries the session JWT. */
export const SESSION_COOKIE = 'pylands_session';
/** Header every state-changing call must carry (CSRF defence). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'pylands';
