import fs from 'node:fs';
import path from 'node:path';
// The spec's 30 languages, read from their one source.
import { SUPPORTED_LANGUAGES } from '../../../libs/contracts/src/languages';
import { referencesIn, unusedKeys } from './key-usage';
import { literalsInSource } from './literal-strings';
import { localeFolderProblems } from './locale-files';
import { physicalCssInSource } from './physical-css';
import { frontEndDirs, keyUserDirs, LOCALES_DIR, readLocale, ROOT, sourceFiles } from './paths';

// The repository itself. The first test fails until the 29 translations are merged next to en.json.
describe('the locale files of this repository', () => {
  it('have every key, placeholder and plural form in each of the 30 languages', () => {
    const problems = localeFolderProblems(
      LOCALES_DIR,
      SUPPORTED_LANGUAGES.map((l) => l.code),
    );
    expect(problems).toEqual([]);
  });

  it('hold no English key that no source looks up', () => {
    const refs = referencesIn(sourceFiles(ROOT, keyUserDirs()));
    expect(unusedKeys(Object.keys(readLocale(path.join(LOCALES_DIR, 'en.json'))), refs)).toEqual([]);
  });

  it('are where every front end takes its texts from (no literal text in a component)', () => {
    const literals = sourceFiles(ROOT, frontEndDirs()).flatMap((file) =>
      literalsInSource(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')).map(
        (l) => `${l.file}:${l.line} ${l.where} "${l.text}"`,
      ),
    );
    expect(literals).toEqual([]);
  });
});

describe('the front ends in right-to-left languages', () => {
  it('lay out with logical CSS (no left/right property that would not turn round in he and ar)', () => {
    const physical = sourceFiles(ROOT, frontEndDirs()).flatMap((file) =>
      physicalCssInSource(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')).map(
        (p) => `${p.file}:${p.line} ${p.css}`,
      ),
    );
    expect(physical).toEqual([]);
  });

  it('format dates, numbers and prices with the shared formatter (shared-ui/src/i18n/format.ts)', () => {
    const formatters = new Set(['shared-ui/src/i18n/format.ts', 'shared-ui/src/payment/money.ts']);
    const adHoc = sourceFiles(ROOT, frontEndDirs())
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !formatters.has(file))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => AD_HOC_FORMAT.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(adHoc).toEqual([]);
  });
});

/** Formatting that skips the page's language or the shared formatter's cache. */
const AD_HOC_FORMAT = /toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat)|\.toFixed\(/;
