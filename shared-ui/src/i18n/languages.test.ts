import { SUPPORTED_LANGUAGES, preferredLanguage, isSupportedLanguage } from './languages';

describe('supported languages', () => {
  it('gives every language a native name and a flag', () => {
    for (const l of SUPPORTED_LANGUAGES) {
      expect(l.native_name.length).toBeGreaterThan(1);
      expect([...l.flag_emoji].length).toBe(2); // two regional indicator symbols
    }
  });

  it('picks the browser language when supported, else English', () => {
    expect(preferredLanguage(['de-AT', 'en'])).toBe('de');
    expect(preferredLanguage(['nb-NO'])).toBe('no');
    expect(preferredLanguage(['xx-YY', 'tlh'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('refuses unknown locale codes', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('xx')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });
});
