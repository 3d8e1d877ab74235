import { localeRedirect } from './locale-redirect';

describe('localeRedirect', () => {
  it('sends a bare root to /en', () => {
    expect(localeRedirect('/', [])).toBe('/en');
  });
  it('keeps supported locales', () => {
    expect(localeRedirect('/fr/play/python/intro-level1', ['de'])).toBeNull();
  });
  it("replaces an unsupported locale with the user's language or en", () => {
    expect(localeRedirect('/xx/play/python/intro-level1', ['de-DE'])).toBe('/de/play/python/intro-level1');
    expect(localeRedirect('/zz/signup', ['tlh'])).toBe('/en/signup');
    expect(localeRedirect('/pt-BR', [])).toBe('/en');
  });
  it('prefixes a path that has no locale', () => {
    expect(localeRedirect('/play/python/intro-level1', ['en'])).toBe('/en/play/python/intro-level1');
    expect(localeRedirect('/signup', [])).toBe('/en/signup');
  });
  it('takes a short page name for the page, not for a locale', () => {
    expect(localeRedirect('/tos', [])).toBe('/en/tos');
    expect(localeRedirect('/tos', ['fr'])).toBe('/fr/tos');
    expect(localeRedirect('/faq', [])).toBe('/en/faq');
  });
});
