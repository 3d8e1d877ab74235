import { WRONG_LOGIN_MESSAGE } from '@pylands/contracts';
import { fixtureTranslator } from '../testing/translator.fixture';
import { ApiError } from './api-error';
import { apiErrorMessage, apiMessageText } from './api-error-text';

/** English from en.json, German from a fixture (the translators' files land later). */
const translator = (language: string) =>
  fixtureTranslator(language, { de: { 'apiError.wrongLogin': 'Falsche E-Mail oder falsches Passwort' } });

const failed = (message: string) => new ApiError(401, 'Unauthorized', { statusCode: 401, message });

describe("API errors in the reader's language", () => {
  it("shows a known server message in the reader's language", () => {
    expect(apiErrorMessage(translator('de'), failed(WRONG_LOGIN_MESSAGE), 'fallback')).toBe(
      'Falsche E-Mail oder falsches Passwort',
    );
  });

  it('falls back to English, then to the server text, then to the screen’s own words', () => {
    expect(apiMessageText(translator('fr'), WRONG_LOGIN_MESSAGE)).toBe(WRONG_LOGIN_MESSAGE);
    expect(apiErrorMessage(translator('de'), failed('name is too long'), 'fallback')).toBe(
      'name is too long',
    );
    expect(apiErrorMessage(translator('de'), new Error('offline'), 'Etwas ging schief')).toBe(
      'Etwas ging schief',
    );
  });
});
