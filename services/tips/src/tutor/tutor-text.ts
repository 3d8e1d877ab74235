import { AsyncLocalStorage } from 'node:async_hooks';
import { localeTexts, type LocaleTexts, type TextParams } from '@pylands/common';

/** The language of the tip being written (the child's interface language), for every `say` inside. */
const language = new AsyncLocalStorage<LocaleTexts>();

/** Writes a tip in a child's language: every sentence the tutor says inside `write` is in it. */
export function inLanguage<T>(code: string | null | undefined, write: () => T): T {
  return language.run(localeTexts(code), write);
}

/**
 * One of the tutor's sentences, from the locale files (`tips.*`), in the language of the tip being
 * written; English outside `inLanguage` (and where a language lacks the sentence).
 */
export function say(key: string, params?: TextParams): string {
  return current().t(key, params);
}

/** "turn_left() and turn_right()" in the tip's language. */
export function sayList(items: readonly string[]): string {
  return current().list(items);
}

const current = (): LocaleTexts => language.getStore() ?? localeTexts('en');
