import { rolesOf, type CurrentUser } from '@pylands/contracts';
import type { TranslationKey } from '@pylands/shared-ui';

/** One avatar-menu entry: a locale-relative route, or an action the menu performs. */
export interface MenuEntry {
  label: TranslationKey;
  to?: string;
  action?: 'chooseStudent' | 'parentGate' | 'logOut';
}

/**
 * The avatar menu of doc 1 §2 and §6. Students: profile, avatar, course, certificates, badges; a
 * parent's child (child mode) also "Parent's area", the parental gate back to the parent (issue 20),
 * and their profile is their own page, not the parent's students.
 * Non-students: (admins) organization details and teachers, (admins and teachers) classes and the
 * organization's students, (parents) choose student, avatar, certificates and badges of a chosen
 * student, courses, (admins and parents) billing, (parents) buy course, My Profile. Everyone: log out.
 */
export function accountMenuEntries(user: CurrentUser): MenuEntry[] {
  const roles = rolesOf(user);
  const studentId = user.student_id;
  const entries: MenuEntry[] = [];
  const add = (when: boolean, entry: MenuEntry) => {
    if (when) entries.push(entry);
  };
  if (roles.student) {
    add(true, {
      label: 'menu.profile',
      to: roles.parentStudent ? `profile/student/${studentId}` : 'profile',
    });
    add(true, { label: 'menu.chooseAvatar', to: 'profile/details' });
    add(true, { label: 'menu.chooseCourse', to: 'courses' });
    add(true, { label: 'menu.certificates', to: `certificates/${studentId}` });
    add(true, { label: 'menu.badges', to: `badges/${studentId}` });
    // Switching to a sibling or managing students happens in the parent's session, behind the gate.
    add(roles.parentStudent, { label: 'menu.parentArea', action: 'parentGate' });
  } else {
    add(roles.admin, { label: 'menu.organizationDetails', to: 'organization/details' });
    add(roles.admin, { label: 'menu.teachers', to: 'organization/teachers' });
    add(roles.admin || roles.teacher, { label: 'menu.classes', to: 'organization/classes' });
    add(roles.admin || roles.teacher, { label: 'menu.organizationStudents', to: 'organization/students' });
    // Staff of an organization have no children to choose from.
    add(roles.parent, { label: 'menu.chooseStudent', action: 'chooseStudent' });
    add(true, { label: 'menu.chooseAvatar', to: 'profile/details' });
    add(!!studentId, { label: 'menu.certificates', to: `certificates/${studentId}` });
    add(true, { label: 'menu.courses', to: 'courses' });
    add(!!studentId, { label: 'menu.badges', to: `badges/${studentId}` });
    // §6 "Admin or parent: billing"; "Parent or parent-student: buy course" (a child has it in the sidebar).
    add(roles.admin || roles.parent, { label: 'menu.billing', to: 'profile/billing' });
    add(roles.parent, { label: 'menu.buyCourse', to: 'purchase' });
    add(true, { label: 'menu.myProfile', to: 'profile' });
  }
  add(true, { label: 'menu.logOut', action: 'logOut' });
  return entries;
}
