/**
 * The rules every locale file follows against English, the same ones the translators' checker
 * (/work/i18n/check-lang.mjs) applies: every key, no extra key, the same {{placeholders}}, and the
 * plural forms i18next asks for in that language (Intl.PluralRules, plus `_zero` where English has one).
 */
export type Locale = Record<string, string>;

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function placeholders(text: string): string[] {
  return [...new Set(String(text).match(/\{\{[^}]+\}\}/g) ?? [])].sort();
}

/** English plural groups: base key -> the forms English writes. */
export function pluralBases(en: Locale): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of Object.keys(en)) {
    const m = key.match(PLURAL_SUFFIX);
    if (!m) continue;
    const base = key.slice(0, -m[0].length);
    if (!bases.has(base)) bases.set(base, new Set());
    bases.get(base)!.add(m[1]);
  }
  return bases;
}

/** The forms i18next looks up for `lng` (its Intl.PluralRules categories), plus zero when English has one. */
export function requiredForms(lng: string, englishForms: Set<string>): Set<string> {
  const forms = new Set<string>(new Intl.PluralRules(lng).resolvedOptions().pluralCategories);
  if (englishForms.has('zero')) forms.add('zero');
  return forms;
}

/** Everything wrong with one language's file, one readable line each (empty when it is right). */
export function localeProblems(lng: string, en: Locale, tr: Locale): string[] {
  const problems: string[] = [];
  const bases = pluralBases(en);
  for (const [key, text] of Object.entries(en)) {
    if (PLURAL_SUFFIX.test(key) && bases.has(key.replace(PLURAL_SUFFIX, ''))) continue;
    if (typeof tr[key] !== 'string') {
      problems.push(`${lng}: missing key ${key}`);
      continue;
    }
    const want = placeholders(text).join(',');
    const got = placeholders(tr[key]).join(',');
    if (want !== got)
      problems.push(
        `${lng}: placeholders differ in ${key}: English ${want || '(none)'}, ${lng} ${got || '(none)'}`,
      );
  }
  for (const [base, englishForms] of bases) {
    const need = requiredForms(lng, englishForms);
    const englishOther = en[`${base}_other`] ?? '';
    const others = placeholders(englishOther)
      .filter((p) => p !== '{{count}}')
      .join(',');
    for (const form of need) {
      const key = `${base}_${form}`;
      if (typeof tr[key] !== 'string') {
        problems.push(`${lng}: missing plural form ${key} (${lng} needs ${[...need].join(', ')})`);
        continue;
      }
      const got = placeholders(tr[key]);
      if (got.filter((p) => p !== '{{count}}').join(',') !== others) {
        problems.push(
          `${lng}: placeholders differ in ${key}: English ${placeholders(englishOther).join(',')}, ${lng} ${got.join(',')}`,
        );
      }
      if (
        ['other', 'few', 'many'].includes(form) &&
        englishOther.includes('{{count}}') &&
        !got.includes('{{count}}')
      ) {
        problems.push(`${lng}: ${key} must contain {{count}}`);
      }
    }
  }
  for (const key of Object.keys(tr)) {
    const m = key.match(PLURAL_SUFFIX);
    const base = m ? key.slice(0, -m[0].length) : null;
    if (base && bases.has(base)) {
      const need = requiredForms(lng, bases.get(base)!);
      if (!need.has(m![1]))
        problems.push(`${lng}: extra plural form ${key} (${lng} uses ${[...need].join(', ')})`);
    } else if (!(key in en)) {
      problems.push(`${lng}: extra key ${key} (not in English)`);
    }
  }
  return problems;
}
