import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { referencesInSource, unusedKeys, type KeyReferences } from './key-usage';
import { sourceFiles } from './paths';

function refsOf(sources: Record<string, string>): KeyReferences {
  const refs: KeyReferences = { strings: new Set(), patterns: [] };
  for (const [file, text] of Object.entries(sources)) referencesInSource(file, text, refs);
  return refs;
}

describe('unused keys', () => {
  it('finds a key no source looks up, and none that one does', () => {
    const refs = refsOf({ 'Header.tsx': "export const H = () => <b>{t('header.logIn')}</b>;" });
    expect(unusedKeys(['header.logIn', 'header.signUp'], refs)).toEqual(['header.signUp']);
  });

  it('counts the plural forms of a key looked up by its base', () => {
    const refs = refsOf({ 'Gallery.tsx': "t('gallery.plays', { count })" });
    expect(unusedKeys(['gallery.plays_one', 'gallery.plays_other', 'gallery.likes_other'], refs)).toEqual([
      'gallery.likes_other',
    ]);
  });

  it('follows keys built from a template literal, with what comes after the name', () => {
    const refs = refsOf({ 'Cert.tsx': 't(`awards.certificate.heading.${certificate.kind}`)' });
    expect(
      unusedKeys(['awards.certificate.heading.python', 'awards.certificate.completed.python'], refs),
    ).toEqual(['awards.certificate.completed.python']);
  });

  it("follows keys built as 'prefix.' + name", () => {
    const refs = refsOf({ 'speed.js': "const key = 'speed.' + name;" });
    expect(unusedKeys(['speed.fast', 'speeds.fast'], refs)).toEqual(['speeds.fast']);
  });

  it('takes the game-engine message keys as used (they arrive in run results)', () => {
    expect(unusedKeys(['game.move.wall'], refsOf({}))).toEqual([]);
  });

  it('does not count a key only a test mentions', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-usage-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/Page.tsx'), "t('page.used')");
    fs.writeFileSync(path.join(dir, 'src/Page.test.tsx'), "t('page.onlyInTest')");
    const refs = refsOf(
      Object.fromEntries(sourceFiles(dir, ['src']).map((f) => [f, fs.readFileSync(f, 'utf8')])),
    );
    expect(unusedKeys(['page.used', 'page.onlyInTest'], refs)).toEqual(['page.onlyInTest']);
  });
});
