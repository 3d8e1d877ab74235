import type { CurrentPlan } from '@pylands/contracts';
import { isInvalidRegistration } from './invalid-registration';

const parentPlan: CurrentPlan = { subscription: { tier: 'parent', plan_name: 'monthly' }, courses: [] };
const schoolPlan: CurrentPlan = { subscription: { tier: 'organization' }, courses: [] };

describe('invalid product registration', () => {
  it('is a parent tier used by an organization', () => {
    expect(isInvalidRegistration({ organization_id: 'org-1' }, parentPlan)).toBe(true);
  });

  it('is not an organization tier, nor a parent tier used by a parent', () => {
    expect(isInvalidRegistration({ organization_id: 'org-1' }, schoolPlan)).toBe(false);
    expect(isInvalidRegistration({ organization_id: null }, parentPlan)).toBe(false);
  });

  it('needs a plan: no plan, no subscription or no user shows no overlay', () => {
    expect(isInvalidRegistration({ organization_id: 'org-1' }, null)).toBe(false);
    expect(isInvalidRegistration({ organization_id: 'org-1' }, { subscription: null, courses: [] })).toBe(
      false,
    );
    expect(isInvalidRegistration(null, parentPlan)).toBe(false);
  });
});
