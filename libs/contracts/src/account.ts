import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { NEWS_TEMPLATES } from './user';
import { weeklyReportEmailSchema } from './weekly-report';

/**
 * Account calls of issue 7: emailed sign-up links, email confirmation, password reset, email and
 * username checks. Query parameters carry the spec's names (`email`, `token`, `new_password`).
 */

/** Trimmed and lower-cased before the check, like the sign-up email. */
export const accountEmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email must be at most 254 characters' })
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const newPasswordSchema = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** Emailed tokens: 32 random bytes in base64url (43 characters). */
export const emailTokenSchema = z
  .string({ error: 'token is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'token is malformed' });

/** `?email=` of check-user-email-exists, forgot-password and the sign-up link calls. */
export const emailQuerySchema = z.object({ email: accountEmailSchema });
export type EmailQuery = z.infer<typeof emailQuerySchema>;

/** `?token=` of confirm-email, get-user-by-token and signup/get-email-from-token. */
export const tokenQuerySchema = z.object({ token: emailTokenSchema });
export type TokenQuery = z.infer<typeof tokenQuerySchema>;

/** `?token=` of POST auth/signup: optional (a sign-up without a link gets a confirmation email). */
export const signupQuerySchema = z.object({ token: emailTokenSchema.optional() });
export type SignupQuery = z.infer<typeof signupQuerySchema>;

/** Where a visitor came from: kept 30 days in the browser, stored with the account at sign-up. */
export const trafficSourceSchema = z
  .string()
  .trim()
  .max(200, { error: 'traffic_source must be at most 200 characters' });

const signupLanguageSchema = z.string().regex(/^[a-z]{2,3}$/, { error: 'language must be a language code' });

/**
 * POST auth/signup body. With `?token` the email comes from the emailed link (and is verified);
 * without it `email` is required and a confirmation email is sent.
 */
export const signupBodySchema = z.object({
  email: accountEmailSchema.optional(),
  password: newPasswordSchema,
  traffic_source: trafficSourceSchema.optional(),
  /** The interface language at sign-up (a supported code); the account keeps it. */
  language: signupLanguageSchema.optional(),
  /** "Email me a weekly summary of my children's progress" (default off; the profile can change it). */
  weekly_report: z.boolean({ error: 'weekly_report must be true or false' }).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** POST auth/signup/generate-link: the email, and the interface language the email is written in. */
export const signupLinkQuerySchema = emailQuerySchema.extend({ language: signupLanguageSchema.optional() });
export type SignupLinkQuery = z.infer<typeof signupLinkQuerySchema>;

/**
 * GET auth/google/authorize: what a new account made by the Google login keeps, as sign-up does
 * (the login page sends the visitor's traffic source and interface language).
 */
export const googleAuthorizeQuerySchema = z.object({
  traffic_source: trafficSourceSchema.optional(),
  language: signupLanguageSchema.optional(),
});
export type GoogleAuthorizeQuery = z.infer<typeof googleAuthorizeQuerySchema>;

/**
 * GET auth/login-options: which ways of logging in this deployment offers (Google needs
 * GOOGLE_CLIENT_ID), so a page can leave out a button that would only say "not available". Email
 * login always works.
 */
export const loginOptionsSchema = z.object({ google: z.boolean() });
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

/** POST auth/reset-password: `token` and `new_password` in the query (the spec) or the body. */
export const resetPasswordRequestSchema = z.object({
  token: emailTokenSchema,
  new_password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordQuerySchema = z.object({
  token: emailTokenSchema.optional(),
  new_password: z.string().optional(),
});
export const resetPasswordBodySchema = z
  .object({ token: emailTokenSchema.optional(), new_password: z.string().optional() })
  .default({});

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const emailExistsResponseSchema = z.object({ exists: z.boolean() });
export type EmailExistsResponse = z.infer<typeof emailExistsResponseSchema>;

export const emailFromTokenResponseSchema = z.object({ email: z.string() });
export type EmailFromTokenResponse = z.infer<typeof emailFromTokenResponseSchema>;

/** GET auth/get-user-by-token: the email a sign-up or reset link was sent to, and whether it has an account. */
export const userByTokenResponseSchema = z.object({
  email: z.string(),
  user_exists: z.boolean(),
  purpose: z.enum(['signup', 'reset-password']),
});
export type UserByTokenResponse = z.infer<typeof userByTokenResponseSchema>;

export const generatedUsernameSchema = z.object({ username: z.string() });
export type GeneratedUsername = z.infer<typeof generatedUsernameSchema>;

/** Query value of the confirm-email redirect (`/{lng}?email_verified=True|False`). */
export const EMAIL_VERIFIED_PARAM = 'email_verified';

/** Emails the auth service sends (BullMQ queue EMAIL_QUEUE, consumed by its mail worker). */
export const EMAIL_QUEUE = 'emails';

export const emailJobSchema = z.object({
  /** teacher-invitation: queued by the organizations service (invite-teacher). */
  template: z.enum([
    'signup-link',
    'confirm-email',
    'reset-password',
    'teacher-invitation',
    ...NEWS_TEMPLATES,
    'weekly-report',
  ]),
  /** News emails: the subject staff chose (else the template's). */
  subject: z.string().max(200).optional(),
  to: z.string(),
  /** The link the email carries (absolute URL). */
  link: z.string(),
  language: z.string().optional(),
  /** teacher-invitation: the school the invitation is for, and who sent it (when they gave a name). */
  organization_name: z.string().max(200).optional(),
  inviter_name: z.string().max(200).optional(),
  /** The row in auth.emails: the worker marks it sent, the unsubscribe link names it. */
  email_id: z.string().optional(),
  /** weekly-report: each child's week, rendered by the mail worker with the unsubscribe link. */
  weekly_report: weeklyReportEmailSchema.optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/** POST auth/impersonate/user?target_user_id (platform staff only). */
export const impersonateUserQuerySchema = z.object({
  target_user_id: z.uuid({ error: 'target_user_id must be a UUID' }),
});
/** POST auth/impersonate/student?target_student_id (platform staff only). */
export const impersonateStudentQuerySchema = z.object({
  target_student_id: z.uuid({ error: 'target_student_id must be a UUID' }),
});

/** The second cookie an impersonation sets: who is acting, so the session can go back to them. */
export const IMPERSONATOR_COOKIE = 'pylands_impersonator';
