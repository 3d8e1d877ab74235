import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.join(__dirname, '../../shared-ui/locales');

/**
 * The texts a screen shows in a language, read from the same locale files the app loads: the
 * language's file over English, as i18next falls back. Tests find buttons by what a child of
 * that language reads.
 */
export function localeTexts(
  language: string,
): (key: string, values?: Record<string, string | number>) => string {
  const read = (code: string) =>
    existsSync(path.join(LOCALES, `${code}.json`))
      ? (JSON.parse(readFileSync(path.join(LOCALES, `${code}.json`), 'utf8')) as Record<string, string>)
      : {};
  const texts = { ...read('en'), ...read(language) };
  return (key, values = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no locale text ${key}`);
    // {{placeholders}} filled as i18next fills them.
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

/** A key's text in every language that has a locale file (English included), without repeats. */
export function allLocaleTexts(key: string): string[] {
  const texts = readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) => (JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, string>)[key],
    )
    .filter((text): text is string => typeof text === 'string');
  return [...new Set(texts)];
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
