import { levelMark } from './level-mark';

const level = (fields: { completed?: boolean; locked?: boolean; requires_login?: boolean }) => ({
  slug: 'intro-level5',
  name: 'Level 5',
  completed: false,
  locked: false,
  ...fields,
});

describe('levelMark', () => {
  it('locks a login-only level for a visitor only', () => {
    expect(levelMark(level({ requires_login: true }), true)).toBe('login');
    expect(levelMark(level({ requires_login: true }), false)).toBeNull();
    expect(levelMark(level({}), true)).toBeNull();
  });

  it('shows a completed level as completed and a purchase lock as locked, before the visitor lock', () => {
    expect(levelMark(level({ completed: true, requires_login: true }), true)).toBe('completed');
    expect(levelMark(level({ locked: true, requires_login: true }), true)).toBe('locked');
  });
});
