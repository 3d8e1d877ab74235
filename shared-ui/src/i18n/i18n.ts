import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { DEFAULT_LANGUAGE, isRightToLeft } from './languages';

export type TranslationKey = keyof typeof en;

/**
 * Locale files load lazily as their own chunks; a language whose file is missing or fails to load
 * falls back to English (spec doc 1 §8: "Language load failure falls back to English").
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (language === DEFAULT_LANGUAGE) return callback(null, en);
    import(/* webpackChunkName: "locale-[request]" */ `../../locales/${language}.json`)
      .then((module: { default: Record<string, string> }) => callback(null, module.default))
      .catch(() => callback(null, {}));
  },
};

let started: Promise<unknown> | null = null;

export function initI18n(language: string): Promise<unknown> {
  if (!started) {
    started = i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        keySeparator: false,
        nsSeparator: false,
      });
  }
  return started;
}

export async function changeLanguage(language: string): Promise<void> {
  await initI18n(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

export { i18next };
