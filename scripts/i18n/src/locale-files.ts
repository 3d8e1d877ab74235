import fs from 'node:fs';
import path from 'node:path';
import { localeProblems, type Locale } from './locale-rules';
import { readLocale } from './paths';

/** Problems of a locale folder: each language's file present, valid JSON, and right against en.json. */
export function localeFolderProblems(dir: string, languages: readonly string[]): string[] {
  const en = readLocale(path.join(dir, 'en.json'));
  const problems: string[] = [];
  for (const lng of languages.filter((l) => l !== 'en')) {
    const file = path.join(dir, `${lng}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${lng}: missing locale file ${lng}.json`);
      continue;
    }
    let tr: Locale;
    try {
      tr = readLocale(file);
    } catch (error) {
      problems.push(`${lng}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    problems.push(...localeProblems(lng, en, tr));
  }
  const known = new Set(languages);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    if (!known.has(file.slice(0, -5)))
      problems.push(`${file}: a locale file for a language that is not offered`);
  }
  return problems;
}
