import { getLevel } from '../catalog/catalog';
import { entitlementsFrom, isFreeLevel, isLevelLocked, type PlanFact } from './entitlement-rules';

const level = (course: string, slug: string) => getLevel(course, slug)!;
const now = new Date('2026-11-25T12:00:00Z');
const noOrganization = { organization_id: null, plans: [], assigned_courses: [], now };
const parentPlan: PlanFact = {
  plan_name: 'parent_monthly',
  tier: 'parent',
  students_limit: 5,
  trial_ends_at: null,
};
const trial = (ends: string): PlanFact => ({
  plan_name: 'organization_small_monthly',
  tier: 'organization',
  students_limit: 200,
  trial_ends_at: new Date(ends),
});

describe('free levels', () => {
  it('opens chapters 1 and 2 of Beginner Python and the Creative sandbox', () => {
    expect(isFreeLevel(level('python', 'intro-level1'))).toBe(true);
    expect(isFreeLevel(level('python', 'operators-level6'))).toBe(true);
    expect(isFreeLevel(level('python', 'creative'))).toBe(true);
  });

  it('keeps chapter 3 on and the whole Advanced course for the entitled', () => {
    expect(isFreeLevel(level('python', 'loops-level1'))).toBe(false);
    expect(isFreeLevel(level('advanced-python', 'generators-level1'))).toBe(false);
  });
});

describe('isLevelLocked', () => {
  it('locks a paid level without entitlements, and when they are unknown', () => {
    expect(isLevelLocked(level('python', 'loops-level1'), { courses: [] })).toBe(true);
    expect(isLevelLocked(level('python', 'loops-level1'), null)).toBe(true);
  });

  it('never locks a free level, even when entitlements are unknown', () => {
    expect(isLevelLocked(level('python', 'intro-level3'), null)).toBe(false);
  });

  it('opens the levels of the entitled course only', () => {
    const beginner = { courses: ['python'] };
    expect(isLevelLocked(level('python', 'classes-level6'), beginner)).toBe(false);
    expect(isLevelLocked(level('advanced-python', 'decorators-level1'), beginner)).toBe(true);
  });
});

describe('entitlementsFrom', () => {
  it('gives nothing without a purchase', () => {
    expect(entitlementsFrom(noOrganization)).toEqual({ courses: [], plan: null, unlimited_attempts: false });
  });

  it("gives a parent's student the assigned course and unlimited attempts", () => {
    const answer = entitlementsFrom({ ...noOrganization, assigned_courses: ['advanced-python'] });
    expect(answer).toEqual({ courses: ['advanced-python'], plan: null, unlimited_attempts: true });
  });

  it("gives both courses through the parent's subscription", () => {
    const answer = entitlementsFrom({ ...noOrganization, plans: [parentPlan] });
    expect(answer.courses).toEqual(['python', 'advanced-python']);
    expect(answer.plan).toEqual({ ...parentPlan, trial_ends_at: null });
  });

  it("opens an organization's members during its trial, and no longer after it", () => {
    const member = { ...noOrganization, organization_id: '5f0c7a52-9d3e-4a7e-8a4c-3f1e2d0b6a11' };
    const running = entitlementsFrom({ ...member, plans: [trial('2026-12-01T00:00:00Z')] });
    expect(running.courses).toEqual(['python', 'advanced-python']);
    expect(running.plan?.trial_ends_at).toBe('2026-12-01T00:00:00.000Z');
    expect(entitlementsFrom({ ...member, plans: [trial('2026-11-25T11:59:59Z')] }).courses).toEqual([]);
  });

  it('does not let a parent-tier plan entitle an organization account', () => {
    const member = { ...noOrganization, organization_id: '5f0c7a52-9d3e-4a7e-8a4c-3f1e2d0b6a11' };
    expect(entitlementsFrom({ ...member, plans: [parentPlan] })).toEqual({
      courses: [],
      plan: null,
      unlimited_attempts: false,
    });
  });
});
