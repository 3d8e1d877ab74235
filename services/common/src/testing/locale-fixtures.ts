import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localesDir } from '../i18n/locale-texts';

/**
 * A locales folder for tests: the real en.json beside made-up files for other languages (the
 * translators' files land later, and a test must not depend on their exact words). Point
 * LOCALES_DIR at it.
 */
export function fixtureLocalesDir(languages: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pylands-locales-'));
  copyFileSync(path.join(localesDir(), 'en.json'), path.join(dir, 'en.json'));
  for (const [language, texts] of Object.entries(languages))
    writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(texts));
  return dir;
}
