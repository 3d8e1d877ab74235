import { z } from 'zod';
import { UserType, userTypeSchema } from '@pylands/contracts';

/** What the session JWT carries: enough to authorize a call without asking the auth service. */
export const identitySchema = z.object({
  user_id: z.uuid(),
  student_id: z.uuid().nullable(),
  user_type: userTypeSchema,
  organization_id: z.uuid().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;

/** The spec's roles (§6), derived from the session. */
export type Role = 'parent' | 'teacher' | 'admin' | 'student' | 'parent-without-student';

export function hasRole(identity: Identity, role: Role): boolean {
  switch (role) {
    case 'parent':
      return identity.user_type === UserType.Parent;
    case 'parent-without-student':
      return identity.user_type === UserType.Parent && identity.student_id === null;
    case 'teacher':
      return identity.user_type === UserType.Teacher;
    case 'admin':
      return identity.user_type === UserType.Admin;
    case 'student':
      return identity.student_id !== null;
  }
}
