import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeFolderProblems } from './locale-files';

function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-locales-'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

describe('a locale folder', () => {
  const en = { 'header.logIn': 'Log In' };

  it('passes with a right file for each language', () => {
    expect(
      localeFolderProblems(folder({ 'en.json': en, 'fr.json': { 'header.logIn': 'Connexion' } }), [
        'en',
        'fr',
      ]),
    ).toEqual([]);
  });

  it('fails on a language without its file', () => {
    expect(localeFolderProblems(folder({ 'en.json': en }), ['en', 'fr'])).toEqual([
      'fr: missing locale file fr.json',
    ]);
  });

  it('fails on a file that is not JSON', () => {
    const problems = localeFolderProblems(folder({ 'en.json': en, 'fr.json': '{"header.logIn": ' }), [
      'en',
      'fr',
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^fr: not valid JSON/);
  });

  it('fails on a file for a language the picker does not offer', () => {
    const dir = folder({ 'en.json': en, 'fr.json': { 'header.logIn': 'Connexion' }, 'xx.json': en });
    expect(localeFolderProblems(dir, ['en', 'fr'])).toEqual([
      'xx.json: a locale file for a language that is not offered',
    ]);
  });
});
