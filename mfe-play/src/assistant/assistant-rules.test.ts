import { assistantActive, assistantCounter, outOfCreditsAction, shouldRequestTip } from './assistant-rules';

describe('the assistant switch', () => {
  it('is on when chosen, and forced off while execution is disabled or an admin disabled it', () => {
    expect(assistantActive({ chosen: true, executionDisabled: false, disabledByAdmin: false })).toBe(true);
    expect(assistantActive({ chosen: false, executionDisabled: false, disabledByAdmin: false })).toBe(false);
    expect(assistantActive({ chosen: true, executionDisabled: true, disabledByAdmin: false })).toBe(false);
    expect(assistantActive({ chosen: true, executionDisabled: false, disabledByAdmin: true })).toBe(false);
  });
});

describe('when a failed run asks for a tip', () => {
  const base = {
    active: true,
    viewingOtherUser: false,
    narrowScreen: false,
    hasDescription: true,
    creative: false,
  };
  it('asks only when active, not viewing another user, not on a narrow screen, with a description, not creative', () => {
    expect(shouldRequestTip(base)).toBe(true);
    expect(shouldRequestTip({ ...base, active: false })).toBe(false);
    expect(shouldRequestTip({ ...base, viewingOtherUser: true })).toBe(false);
    expect(shouldRequestTip({ ...base, narrowScreen: true })).toBe(false);
    expect(shouldRequestTip({ ...base, hasDescription: false })).toBe(false);
    expect(shouldRequestTip({ ...base, creative: true })).toBe(false);
  });
});

describe('the assistant counter', () => {
  it('shows used/limit with the spec tooltips', () => {
    expect(assistantCounter(2, 5, false, false)).toEqual({
      used: 2,
      limit: 5,
      remaining: 3,
      tooltipKey: 'attempts.available',
    });
    expect(assistantCounter(5, 5, false, false).tooltipKey).toBe('assistant.logIn');
    expect(assistantCounter(20, 20, true, false).tooltipKey).toBe('attempts.subscribe');
    expect(assistantCounter(7, null, true, false).tooltipKey).toBe('attempts.unlimited');
    expect(assistantCounter(0, 20, true, true).tooltipKey).toBe('assistant.disabledByAdmin');
  });

  it('offers sign-up to visitors, upgrade to students, the school to organization students', () => {
    expect(outOfCreditsAction(null)).toBe('signUp');
    expect(outOfCreditsAction({ organization_id: null })).toBe('upgrade');
    expect(outOfCreditsAction({ organization_id: 'org' })).toBe('contactOrganization');
  });
});
