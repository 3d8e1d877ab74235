import type { CurrentUser } from '@pylands/contracts';
import { accountMenuEntries } from './account-menu-entries';

const base: CurrentUser = {
  user_id: 'u1',
  email: 'someone@example.com',
  student_id: null,
  is_student: false,
  organization_id: null,
  user_details: { user_type: 0 },
  student_details: null,
  class_details: null,
};

const labels = (user: Partial<CurrentUser>) =>
  accountMenuEntries({ ...base, ...user } as CurrentUser).map((entry) => entry.label);

describe('accountMenuEntries (spec §2, §6)', () => {
  it('gives an organization admin the details, teachers, classes and students of the organization, no Choose student', () => {
    expect(labels({ organization_id: 'o1', user_details: { user_type: 2 } })).toEqual([
      'menu.organizationDetails',
      'menu.teachers',
      'menu.classes',
      'menu.organizationStudents',
      'menu.chooseAvatar',
      'menu.courses',
      'menu.billing',
      'menu.myProfile',
      'menu.logOut',
    ]);
  });

  it('gives a teacher classes and students but not details or teachers', () => {
    const teacher = labels({ organization_id: 'o1', user_details: { user_type: 1 } });
    expect(teacher.slice(0, 2)).toEqual(['menu.classes', 'menu.organizationStudents']);
    expect(teacher).not.toContain('menu.organizationDetails');
    expect(teacher).not.toContain('menu.teachers');
    expect(teacher).not.toContain('menu.chooseStudent');
  });

  it('gives an organization student the student menu with their own certificates and badges, no staff or parent entries', () => {
    const entries = accountMenuEntries({
      ...base,
      organization_id: 'o1',
      is_student: true,
      student_id: 's9',
    });
    expect(entries.map((entry) => entry.label)).toEqual([
      'menu.profile',
      'menu.chooseAvatar',
      'menu.chooseCourse',
      'menu.certificates',
      'menu.badges',
      'menu.logOut',
    ]);
    expect(entries.find((entry) => entry.label === 'menu.badges')?.to).toBe('badges/s9');
  });

  it('lets a parent choose a student', () => {
    expect(labels({})).toEqual([
      'menu.chooseStudent',
      'menu.chooseAvatar',
      'menu.courses',
      'menu.billing',
      'menu.buyCourse',
      'menu.myProfile',
      'menu.logOut',
    ]);
  });

  it('gives a parent’s chosen child the student menu with their own page and the parental gate, no parent entries', () => {
    const entries = accountMenuEntries({ ...base, is_student: true, student_id: 's1' });
    expect(entries.map((entry) => entry.label)).toEqual([
      'menu.profile',
      'menu.chooseAvatar',
      'menu.chooseCourse',
      'menu.certificates',
      'menu.badges',
      'menu.parentArea',
      'menu.logOut',
    ]);
    expect(entries[0].to).toBe('profile/student/s1');
    expect(entries.find((entry) => entry.label === 'menu.parentArea')?.action).toBe('parentGate');
  });
});
