import i18next from 'i18next';
import { WRONG_LOGIN_MESSAGE } from '@pylands/contracts';
import en from '../../locales/en.json';
import { ApiError } from './api-error';
import { apiErrorMessage, apiMessageText, type TranslateText } from './api-error-text';

/** English from en.json, German from a fixture (the translators' files land later). */
function translator(language: string): TranslateText {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      de: { translation: { 'apiError.wrongLogin': 'Falsche E-Mail oder falsches Passwort' } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, options) => i18n.t(key, options);
}

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
