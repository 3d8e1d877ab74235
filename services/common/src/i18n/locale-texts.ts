import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@pylands/contracts';

/**
 * The locale files the screens use (shared-ui/locales/<lng>.json), read by the services for what
 * they write themselves: e-mails, certificates. src/i18n and dist/i18n are at the same depth, so
 * the path holds for both; LOCALES_DIR points elsewhere (tests with fixture files).
 */
export function localesDir(): string {
  return process.env.LOCALES_DIR || path.resolve(__dirname, '../../../../shared-ui/locales');
}

export type TextParams = Record<string, string | number>;

/** One language's texts (English where it lacks one) and its `Intl` formats. */
export interface LocaleTexts {
  /** The supported language code asked for, or English. */
  readonly language: string;
  readonly direction: 'ltr' | 'rtl';
  /** A key's text with its `{{placeholders}}` filled; `count` picks the plural form (`_one`, `_other`, …). */
  t(key: string, params?: TextParams): string;
  date(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** "Ana, Ben and Cleo" in the language's own words. */
  list(items: readonly string[]): string;
}

const CODES = new Set(SUPPORTED_LANGUAGES.map((l) => l.code));
/** English dates as the platform has always written them ("26 November 2026"). */
const INTL_LOCALE: Record<string, string> = { en: 'en-GB' };
const files = new Map<string, Readonly<Record<string, string>>>();

function localeFile(dir: string, language: string): Readonly<Record<string, string>> {
  const file = path.join(dir, `${language}.json`);
  let texts = files.get(file);
  if (!texts) {
    // A language whose file is missing (not translated yet) falls back to English, key by key.
    texts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    files.set(file, texts);
  }
  return texts;
}

function fill(template: string, params: TextParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The text of a key in one file: i18next's plural keys (`_zero` for 0 when present, then the CLDR form). */
function lookup(
  texts: Readonly<Record<string, string>>,
  plurals: Intl.PluralRules,
  key: string,
  count: unknown,
): string | undefined {
  if (typeof count === 'number') {
    const form = (count === 0 ? texts[`${key}_zero`] : undefined) ?? texts[`${key}_${plurals.select(count)}`];
    if (form !== undefined) return form;
  }
  return texts[key];
}

/** A user's stored language (or none, or one we do not support: English). */
const built = new Map<string, LocaleTexts>();

export function localeTexts(language: string | null | undefined, dir = localesDir()): LocaleTexts {
  const code = language && CODES.has(language) ? language : DEFAULT_LANGUAGE;
  // One per language and folder: the files and `Intl` rules behind it never change in a process.
  const key = `${dir}\0${code}`;
  let texts = built.get(key);
  if (!texts) {
    texts = buildLocaleTexts(code, dir);
    built.set(key, texts);
  }
  return texts;
}

function buildLocaleTexts(code: string, dir: string): LocaleTexts {
  const own = localeFile(dir, code);
  const english = localeFile(dir, DEFAULT_LANGUAGE);
  const intl = INTL_LOCALE[code] ?? code;
  const plurals = new Intl.PluralRules(code);
  const englishPlurals = new Intl.PluralRules(DEFAULT_LANGUAGE);
  const textInfo = (
    new Intl.Locale(code) as Intl.Locale & { getTextInfo(): { direction: string } }
  ).getTextInfo();
  return {
    language: code,
    direction: textInfo.direction === 'rtl' ? 'rtl' : 'ltr',
    t(key, params = {}) {
      const template =
        lookup(own, plurals, key, params.count) ?? lookup(english, englishPlurals, key, params.count) ?? key;
      return fill(template, params);
    },
    date: (value, options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) =>
      new Intl.DateTimeFormat(intl, options).format(new Date(value)),
    number: (value, options) => new Intl.NumberFormat(intl, options).format(value),
    list: (items) => new Intl.ListFormat(intl, { style: 'long', type: 'conjunction' }).format(items),
  };
}
