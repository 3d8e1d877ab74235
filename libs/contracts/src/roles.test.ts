import type { CurrentUser } from './auth';
import { purchasePath, rolesOf } from './roles';

const user = (changes: Partial<CurrentUser>): CurrentUser => ({
  user_id: 'u1',
  email: 'a@example.com',
  student_id: null,
  is_student: false,
  organization_id: null,
  user_details: { user_type: 0 },
  student_details: null,
  class_details: null,
  ...changes,
});

const truthy = (roles: ReturnType<typeof rolesOf>) =>
  Object.entries(roles)
    .filter(([, value]) => value)
    .map(([name]) => name)
    .sort();

describe('rolesOf (spec doc 1 §6)', () => {
  it('tells each kind of user apart', () => {
    expect(truthy(rolesOf(null))).toEqual(['anonymous']);
    expect(truthy(rolesOf(user({})))).toEqual(['parent']);
    expect(truthy(rolesOf(user({ is_student: true, student_id: 's1' })))).toEqual([
      'parentStudent',
      'student',
    ]);
    expect(truthy(rolesOf(user({ organization_id: 'o1', user_details: { user_type: 1 } })))).toEqual([
      'organizationUser',
      'teacher',
    ]);
    expect(truthy(rolesOf(user({ organization_id: 'o1', user_details: { user_type: 2 } })))).toEqual([
      'admin',
      'organizationUser',
    ]);
    // Organization students carry user_type 0 too: the organization makes them no parent.
    expect(truthy(rolesOf(user({ organization_id: 'o1', is_student: true, student_id: 's2' })))).toEqual([
      'organizationStudent',
      'organizationUser',
      'student',
    ]);
  });

  it('sends organization users to the schools page and everyone else to purchase', () => {
    expect(purchasePath(rolesOf(user({ organization_id: 'o1', user_details: { user_type: 1 } })))).toBe(
      'schools',
    );
    expect(purchasePath(rolesOf(user({ organization_id: 'o1', is_student: true })))).toBe('schools');
    expect(purchasePath(rolesOf(user({ is_student: true })))).toBe('purchase');
    expect(purchasePath(rolesOf(null))).toBe('purchase');
  });
});
