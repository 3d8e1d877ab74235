import { UserType, type CurrentUser } from './auth';

/** The roles of spec doc 1 §6, derived from the current user (null: an anonymous visitor). */
export interface Roles {
  anonymous: boolean;
  /** user_type 0 outside an organization, without a chosen student. */
  parent: boolean;
  /** A parent's account with one of their children chosen. */
  parentStudent: boolean;
  teacher: boolean;
  admin: boolean;
  /** organization_id set and is_student. */
  organizationStudent: boolean;
  /** Admins, teachers and organization students. */
  organizationUser: boolean;
  /** Parent students and organization students. */
  student: boolean;
}

export function rolesOf(user: CurrentUser | null | undefined): Roles {
  if (!user) {
    return {
      anonymous: true,
      parent: false,
      parentStudent: false,
      teacher: false,
      admin: false,
      organizationStudent: false,
      organizationUser: false,
      student: false,
    };
  }
  const type = user.user_details?.user_type;
  const inOrganization = !!user.organization_id;
  const organizationStudent = inOrganization && user.is_student;
  const teacher = inOrganization && !user.is_student && type === UserType.Teacher;
  const admin = inOrganization && !user.is_student && type === UserType.Admin;
  const regular = !inOrganization && type === UserType.Parent;
  return {
    anonymous: false,
    parent: regular && !user.is_student,
    parentStudent: regular && user.is_student,
    teacher,
    admin,
    organizationStudent,
    organizationUser: teacher || admin || organizationStudent,
    student: (regular && user.is_student) || organizationStudent,
  };
}

/** §6: organization users' purchase link goes to the schools page, everyone else's to purchase. */
export function purchasePath(roles: Roles): 'schools' | 'purchase' {
  return roles.organizationUser ? 'schools' : 'purchase';
}
