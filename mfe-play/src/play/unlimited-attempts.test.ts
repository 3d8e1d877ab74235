import { hasUnlimitedAttempts } from './unlimited-attempts';

const familyStudent = { organization_id: null, student_id: 's1' };
const schoolStudent = { organization_id: 'o1', student_id: 's2' };
const noPlan = { subscription: null, courses: [] };

describe('hasUnlimitedAttempts', () => {
  it('is false for visitors and for students without a purchase', () => {
    expect(hasUnlimitedAttempts(null, noPlan)).toBe(false);
    expect(hasUnlimitedAttempts(familyStudent, noPlan)).toBe(false);
    expect(hasUnlimitedAttempts(familyStudent, null)).toBe(false);
  });

  it("is true for a family's student with the parent's subscription or an assigned course", () => {
    expect(hasUnlimitedAttempts(familyStudent, { subscription: { tier: 'parent' }, courses: [] })).toBe(true);
    expect(hasUnlimitedAttempts(familyStudent, { subscription: null, courses: ['python'] })).toBe(true);
  });

  it("is true for a school's student on its plan or trial, not on a parent tier", () => {
    const plan = { subscription: { tier: 'organization' as const }, courses: [] };
    expect(hasUnlimitedAttempts(schoolStudent, plan)).toBe(true);
    expect(hasUnlimitedAttempts(schoolStudent, { subscription: { tier: 'parent' }, courses: [] })).toBe(
      false,
    );
  });
});
