import { z } from 'zod';
import { classDetailsSchema } from './auth';
import { studentUsernameSchema } from './profile';

// Bodies of auth's internal routes (`/internal/organization-members/...`, service secret) through
// which the organizations service keeps accounts, organizations and classes in auth.

export const internalOrganizationSchema = z.object({
  slug: z.string().min(1).max(60),
  name: z.string().min(1).max(120),
});
export const internalPromoteSchema = z.object({ organization_id: z.uuid() });
export const internalStaffSchema = z.object({
  organization_id: z.uuid(),
  email: z.string().min(3).max(254),
  password: z.string().min(8).max(128),
  user_type: z.union([z.literal(1), z.literal(2)]),
});
export const internalStaffUpdateSchema = z.object({
  email: z.string().min(3).max(254).optional(),
  password: z.string().min(8).max(128).optional(),
});
export const internalClassSchema = z.object({
  organization_id: z.uuid(),
  details: classDetailsSchema,
  signup_token: z.string().min(10).max(200),
});
const internalNewStudentSchema = z.object({
  username: studentUsernameSchema,
  password: z.string().min(8).max(128),
  class_id: z.uuid().nullable(),
  assistant_enabled: z.boolean(),
  assistant_attempt_limit: z.number().int().min(0).nullable(),
});
export const internalStudentsSchema = z.object({
  organization_id: z.uuid(),
  students: z.array(internalNewStudentSchema).min(1).max(200),
});
export const internalStudentUpdateSchema = internalNewStudentSchema.partial();
export const internalUsernamesSchema = z.object({
  organization_id: z.uuid(),
  usernames: z.array(z.string().max(200)).max(400),
});

/** auth's `GET /internal/accounts/...` (service secret): who an account is, for payments. */
export const internalAccountSchema = z.object({
  user_id: z.uuid(),
  /** null for an organization's student (they sign in with a username). */
  email: z.string().nullable(),
  user_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  organization_id: z.uuid().nullable(),
  is_staff: z.boolean(),
  /** A parent's own students (organization students are not listed). */
  students: z.array(z.object({ id: z.uuid(), username: z.string() })),
});
export type InternalAccount = z.infer<typeof internalAccountSchema>;
/** auth's `GET /internal/organizations/{id}` (service secret): a school's name, for certificates. */
export const internalOrganizationNameSchema = z.object({ organization_id: z.uuid(), name: z.string() });
export type InternalOrganizationName = z.infer<typeof internalOrganizationNameSchema>;

export const internalAccountByEmailSchema = z.object({ email: z.string().trim().min(3).max(254) });

/**
 * auth's `GET /internal/students/{id}/assistant` (service secret): the coding-assistant settings a
 * parent chose for their child, read by tips on every credit or tip call so a change applies at once.
 */
export const internalStudentAssistantSchema = z.object({
  student_id: z.uuid(),
  assistant_enabled: z.boolean(),
  /** Tips per UTC day; null: the parent set no cap (the plan's limit applies, docs/decisions.md). */
  assistant_attempt_limit: z.number().int().nullable(),
});
export type InternalStudentAssistant = z.infer<typeof internalStudentAssistantSchema>;
export const INTERNAL_STUDENT_ASSISTANT_PATH = (studentId: string) =>
  `/internal/students/${encodeURIComponent(studentId)}/assistant`;
