import en from '../../../shared-ui/locales/en.json';
import { emailProblem, newPasswordProblem, requiredProblem, usernameProblem } from './validation';

// What a parent sees while typing in the account forms: a message under the field, in plain words.
const shown = (key: string | null): string | null =>
  key === null ? null : ((en as Record<string, string>)[key] ?? `missing text for ${key}`);

describe('account form messages', () => {
  it('asks for an email, then for a valid one', () => {
    expect(shown(emailProblem(''))).toBe('This field is required.');
    expect(shown(emailProblem('robin@'))).toBe('Enter a valid email address, like name@example.com.');
    expect(emailProblem('robin@example.com')).toBeNull();
  });

  it('asks for a password of at least 8 characters', () => {
    expect(shown(newPasswordProblem(''))).toBe('This field is required.');
    expect(shown(newPasswordProblem('short'))).toBe('Use at least 8 characters.');
    expect(newPasswordProblem('correct horse')).toBeNull();
  });

  it('accepts usernames of 3 to 30 letters, digits, _ or -', () => {
    expect(shown(usernameProblem('  '))).toBe('This field is required.');
    expect(shown(usernameProblem('a!'))).toBe('Use 3 to 30 letters, digits, _ or -.');
    expect(usernameProblem('robin_2')).toBeNull();
    expect(shown(requiredProblem(''))).toBe('This field is required.');
  });
});
