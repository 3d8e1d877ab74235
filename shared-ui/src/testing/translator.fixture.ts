import i18next from 'i18next';
import en from '../../locales/en.json';

/**
 * i18next as the screens set it up (flat keys, English fallback), with the real en.json and
 * made-up texts for other languages (tests must not depend on the translators' words).
 */
export function fixtureTranslator(language: string, others: Record<string, Record<string, string>> = {}) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      ...Object.fromEntries(Object.entries(others).map(([lng, texts]) => [lng, { translation: texts }])),
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});
}
