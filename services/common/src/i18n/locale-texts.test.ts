import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localeTexts, localesDir } from './locale-texts';

/** Fixture locale files: the translators' files land later, so German and Arabic are made up here. */
function fixtureDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
  const write = (language: string, texts: Record<string, string>) =>
    writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(texts));
  write('en', {
    'mail.hello': 'Hello {{name}}!',
    'mail.tips_one': '{{count}} tip',
    'mail.tips_other': '{{count}} tips',
    'mail.onlyEnglish': 'Only in English',
  });
  write('de', {
    'mail.hello': 'Hallo {{name}}!',
    'mail.tips_one': '{{count}} Tipp',
    'mail.tips_other': '{{count}} Tipps',
  });
  write('ar', {
    'mail.tips_zero': 'لا تلميحات',
    'mail.tips_one': 'تلميح واحد',
    'mail.tips_two': 'تلميحان',
    'mail.tips_few': '{{count}} تلميحات',
    'mail.tips_many': '{{count}} تلميحًا',
    'mail.tips_other': '{{count}} تلميح',
  });
  return dir;
}

describe('localeTexts', () => {
  const dir = fixtureDir();

  it("renders a key in the user's language with its placeholders and plural form", () => {
    const de = localeTexts('de', dir);
    expect(de.t('mail.hello', { name: 'Ada' })).toBe('Hallo Ada!');
    expect(de.t('mail.tips', { count: 1 })).toBe('1 Tipp');
    expect(de.t('mail.tips', { count: 3 })).toBe('3 Tipps');
  });

  it("uses the language's own plural forms (Arabic has six)", () => {
    const ar = localeTexts('ar', dir);
    expect(ar.direction).toBe('rtl');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('mail.tips', { count }))).toEqual([
      'لا تلميحات',
      'تلميح واحد',
      'تلميحان',
      '3 تلميحات',
      '11 تلميحًا',
      '100 تلميح',
    ]);
  });

  it('falls back to English for a missing key, a missing file and an unknown or absent language', () => {
    expect(localeTexts('de', dir).t('mail.onlyEnglish')).toBe('Only in English');
    expect(localeTexts('ja', dir).t('mail.hello', { name: 'Ken' })).toBe('Hello Ken!');
    expect(localeTexts('xx', dir).language).toBe('en');
    expect(localeTexts(null, dir).t('mail.tips', { count: 2 })).toBe('2 tips');
  });

  it('formats dates, numbers and lists with Intl for the language', () => {
    const de = localeTexts('de', dir);
    expect(de.date('2026-11-26T10:00:00Z')).toBe('26. November 2026');
    expect(de.number(0.85, { style: 'percent' })).toBe('85\u00a0%');
    expect(de.list(['Ana', 'Ben', 'Cleo'])).toBe('Ana, Ben und Cleo');
    expect(localeTexts('ja', dir).date('2026-11-26T10:00:00Z')).toBe('2026年11月26日');
  });

  it('reads the real locale files by default', () => {
    expect(localeTexts('en', localesDir()).t('email.confirmEmail.action')).toBe('Confirm my email');
  });
});
