import en from '../../../shared-ui/locales/en.json';
import { API_ERROR_MESSAGES, apiErrorText, WRONG_LOGIN_MESSAGE } from './api-errors';
import { certificateNotEarnedMessage } from './certificate';
import { BODY_TOO_LARGE_MESSAGE } from './errors';
import { REPLAY_REJECTED_PREFIX } from './level';

const locale = en as Record<string, string>;
const english = (message: string) => {
  const found = apiErrorText(message)!;
  return locale[found.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(found.params![name]));
};

describe('apiErrorText', () => {
  it("maps a server's message to the locale key a screen words it with", () => {
    expect(apiErrorText(WRONG_LOGIN_MESSAGE)).toEqual({ key: 'apiError.wrongLogin' });
    expect(locale['apiError.wrongLogin']).toBe(WRONG_LOGIN_MESSAGE);
  });

  it('has every mapped text in en.json, in the same English the API sends', () => {
    for (const [message, key] of API_ERROR_MESSAGES) expect([key, locale[key]]).toEqual([key, message]);
  });

  it('keeps the values a message names (a course, a limit, the replay reason)', () => {
    const notEarned = certificateNotEarnedMessage('Beginner Python');
    expect(apiErrorText(notEarned)).toEqual({
      key: 'apiError.certificateNotEarned',
      params: { course: 'Beginner Python' },
    });
    expect(english(notEarned)).toBe(notEarned);
    expect(english(BODY_TOO_LARGE_MESSAGE)).toBe(BODY_TOO_LARGE_MESSAGE);
    const rejected = `${REPLAY_REJECTED_PREFIX}: it was stopped.`;
    expect(english(rejected)).toBe(rejected);
  });

  it('leaves a message no screen words itself to the server', () => {
    expect(apiErrorText('name must be at most 20 characters')).toBeUndefined();
  });
});
