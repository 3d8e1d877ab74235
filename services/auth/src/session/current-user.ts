import type { ClassDetails, CurrentUser } from '@pylands/contracts';
import type { Student } from '../students/student.entity';
import type { User } from '../users/user.entity';

/**
 * The spec's current user, from the account and the chosen student (if any). Organization
 * students have no email (''); their class comes from organization-members.
 */
export function toCurrentUser(
  user: User,
  student: Student | null,
  classDetails: ClassDetails | null = null,
): CurrentUser {
  return {
    user_id: user.id,
    email: user.email ?? '',
    student_id: student?.id ?? null,
    is_student: student !== null,
    organization_id: user.organizationId,
    user_details: { user_type: user.userType },
    student_details: student
      ? { id: student.id, username: student.username, character: student.character }
      : null,
    class_details: classDetails,
  };
}
