import { fillText } from '@pylands/game-engine';

/** A case's verdict as a locale key (`challenges.case.<name>`) and its params, for any language. */
export interface CaseText {
  key: string;
  params: Record<string, string | number>;
}

/** Renders a locale key with its values (react-i18next's `t`, or the English one below). */
export type CaseTranslate = (key: string, values?: Record<string, string | number>) => string;

const PRINT_KEYS = new Set(
  ['functionPrint', 'programPrint', 'givenPrint'].map((name) => `challenges.case.${name}`),
);

export const caseText = (name: string, params: CaseText['params']): CaseText => ({
  key: `challenges.case.${name}`,
  params,
});

/**
 * A verdict in words. What a program printed (and should have printed) stands on its own lines,
 * which the challenge page shows as code; a program's `given` values read "with a = 1, b = 2".
 */
export function caseMessage(t: CaseTranslate, text: CaseText): string {
  const params = { ...text.params };
  if (typeof params.given === 'string') params.call = t('challenges.case.given', { values: params.given });
  if (PRINT_KEYS.has(text.key)) {
    const shown = (printed: string | number | undefined) =>
      printed ? `\n${printed}\n` : ` ${t('challenges.case.nothing')}`;
    params.expected = shown(params.expected);
    params.got = shown(params.got);
    return t(text.key, params).trimEnd();
  }
  return t(text.key, params);
}

/*
 * English from the locale file (one source), for the server's answer and the tutor. A plain
 * require: the file is outside this package's rootDir; src/challenge and dist/challenge are at the
 * same depth, and the bundlers keep only the game and case texts (scripts/lib/game-texts.cjs).
 */
declare const require: (path: string) => unknown;
const ENGLISH = require('../../../../shared-ui/locales/en.json') as Readonly<Record<string, string>>;
const ENGLISH_PLURALS = new Intl.PluralRules('en');

const english: CaseTranslate = (key, values = {}) => {
  const count = values.count;
  const plural = typeof count === 'number' ? ENGLISH[`${key}_${ENGLISH_PLURALS.select(count)}`] : undefined;
  return fillText(plural ?? ENGLISH[key] ?? key, values);
};

export const englishCaseMessage = (text: CaseText): string => caseMessage(english, text);
