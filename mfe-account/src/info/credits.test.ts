/// <reference types="node" />
import fs from 'fs';
import path from 'path';
import en from '../../../shared-ui/locales/en.json';
import { CREDIT_SECTIONS } from './credits';

const ROOT = path.join(__dirname, '../../..');
const LICENSES = fs.readFileSync(path.join(ROOT, 'libs/content/assets/LICENSES.md'), 'utf8');
const credits = CREDIT_SECTIONS.flatMap((s) => s.credits);
const texts = en as Record<string, string>;

describe('credits', () => {
  it('lists each work once, with its licence and holder in LICENSES.md', () => {
    expect(new Set(credits.map((c) => c.id)).size).toBe(credits.length);
    for (const credit of credits) {
      expect([credit.id, LICENSES.includes(credit.name)]).toEqual([credit.id, true]);
      expect([credit.id, LICENSES.includes(`SPDX: ${credit.licence}`)]).toEqual([credit.id, true]);
      expect(credit.url).toMatch(/^https:\/\//);
    }
  });

  it('names the licence each shipped package declares', () => {
    for (const credit of credits.filter((c) => c.npmPackage)) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'node_modules', credit.npmPackage!, 'package.json'), 'utf8'),
      ) as { license: string };
      expect([credit.npmPackage, manifest.license]).toEqual([credit.npmPackage, credit.licence]);
    }
  });

  it('has English text for every heading, use and note', () => {
    for (const section of CREDIT_SECTIONS) {
      expect(texts[`credits.section.${section.id}`]).toBeTruthy();
      if (section.id !== 'software') expect(texts[`credits.note.${section.id}`]).toBeTruthy();
    }
    for (const credit of credits) expect(texts[`credits.use.${credit.id}`]).toBeTruthy();
  });
});
