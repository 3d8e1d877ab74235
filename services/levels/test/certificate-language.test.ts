import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localeTexts } from '@pylands/common';
import { fixtureLocalesDir } from '@pylands/common/testing';
import type { CertificateVerification } from '@pylands/contracts';
import { PNG } from 'pngjs';
import { certificateLayout, type TextPart } from '../src/certificates/certificate-layout';
import { certificatePdf, measureCertificateText, missingGlyphs } from '../src/certificates/certificate-pdf';
import { certificatePng } from '../src/certificates/certificate-png';

/** Japanese and Arabic certificate texts made up for the test (the translators' files land later). */
const FIXTURES = {
  ja: {
    'awards.certificate.heading.course': '修了証',
    'awards.certificate.certifies': 'これは次の人の証明です',
    'awards.certificate.completedIn.course': '{{course}}のすべてのレベルをクリアしました',
    'awards.certificate.issuedOn': '発行日：{{date}}',
    'awards.certificate.number': '証明書番号',
  },
  ar: {
    'awards.certificate.heading.course': 'شهادة إتمام',
    'awards.certificate.certifies': 'نشهد أن',
    'awards.certificate.completedIn.course': 'أكمل كل مستويات {{course}}',
    'awards.certificate.issuedOn': 'صدرت في {{date}}',
    'awards.certificate.number': 'رقم الشهادة',
  },
};

const certificate: CertificateVerification = {
  id: '2f1e0b8c-5d4a-5b6c-9d8e-7f6a5b4c3d2e',
  kind: 'course',
  student_name: 'さくら',
  course_name: 'Beginner Python',
  issued_at: '2026-11-26T10:00:00.000Z',
  school_name: null,
  status: 'valid',
  revoked_at: null,
};

const previous = process.env.LOCALES_DIR;
beforeAll(() => {
  process.env.LOCALES_DIR = fixtureLocalesDir(FIXTURES);
});
afterAll(() => {
  process.env.LOCALES_DIR = previous;
});

function design(language: 'ja' | 'ar', studentName: string) {
  const texts = localeTexts(language);
  const script = { language, rightToLeft: texts.direction === 'rtl' };
  const url = `https://pylands.example/${language}/certificate/${certificate.id}`;
  const c = { ...certificate, student_name: studentName };
  const parts = certificateLayout(c, url, measureCertificateText(script), texts);
  return { parts, script, texts: parts.filter((p): p is TextPart => p.type === 'text') };
}

/** Dark pixels in a box of the page: glyphs drawn there. */
function ink(png: PNG, box: { x: number; y: number; width: number; height: number }): number {
  let dark = 0;
  for (let y = box.y; y < box.y + box.height; y += 1)
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 160) dark += 1;
    }
  return dark;
}

async function pdfOf(language: 'ja' | 'ar', studentName: string): Promise<{ text: string; fonts: string }> {
  const { parts, script } = design(language, studentName);
  const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
  try {
    writeFileSync(path.join(dir, 'c.pdf'), await certificatePdf(parts, 'test', script));
    return {
      text: execFileSync('pdftotext', [path.join(dir, 'c.pdf'), '-']).toString(),
      fonts: execFileSync('pdffonts', [path.join(dir, 'c.pdf')]).toString(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the certificate in the family's language", () => {
  it('writes a Japanese certificate with a Japanese font and date, every character drawn', async () => {
    const { texts, script } = design('ja', 'さくら');
    expect(texts.map((t) => t.text)).toEqual(
      expect.arrayContaining([
        '修了証',
        'さくら',
        'Beginner Pythonのすべてのレベルをクリアしました',
        '発行日：2026年11月26日',
      ]),
    );
    for (const part of texts) expect(missingGlyphs(part.text, part.font, script)).toEqual([]);
    const pdf = await pdfOf('ja', 'さくら');
    expect(pdf.text).toContain('修了証');
    expect(pdf.text).toContain('2026年11月26日');
    expect(pdf.fonts).toContain('NotoSansCJKjp');
  });

  it('writes an Arabic certificate right to left: the number block on the right, the QR code on the left', async () => {
    const { parts, texts, script } = design('ar', 'ليلى');
    for (const part of texts) expect(missingGlyphs(part.text, part.font, script)).toEqual([]);
    expect(texts.find((t) => t.text === 'رقم الشهادة')).toMatchObject({ align: 'end', x: 1470 });
    expect(parts.find((p) => p.type === 'qr')).toMatchObject({ x: 110 });
    expect((await pdfOf('ar', 'ليلى')).fonts).toContain('NotoSansArabic');

    const png = PNG.sync.read(certificatePng(parts, script));
    // Glyphs where the right-aligned number block is, and the QR code's modules on the left.
    expect(ink(png, { x: 1000, y: 880, width: 460, height: 30 })).toBeGreaterThan(200);
    expect(ink(png, { x: 110, y: 835, width: 190, height: 190 })).toBeGreaterThan(190 * 190 * 0.3);
    // The name, drawn large in the middle.
    expect(ink(png, { x: 600, y: 420, width: 400, height: 130 })).toBeGreaterThan(2000);
  });
});
