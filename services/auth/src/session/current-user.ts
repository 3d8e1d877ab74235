import type { CurrentUser } from '@pylands/contracts';
import type { Student } from '../students/student.entity';
import type { User } from '../users/user.entity';

/** The spec's current user, from the account and the chosen student (if any). */
export function toCurrentUser(user: User, student: Student | null): CurrentUser {
  return {
    user_id: user.id,
    email: user.email,
    student_id: student?.id ?? null,
    is_student: student !== null,
    organization_id: user.organizationId,
    user_details: { user_type: user.userType },
    student_details: student
      ? { id: student.id, username: student.username, character: student.character }
      : null,
    // Classes belong to organizations, which come later.
    class_details: null,
  };
}
