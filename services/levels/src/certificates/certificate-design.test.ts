import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localeTexts } from '@pylands/common';
import type { CertificateVerification } from '@pylands/contracts';
import { PNG } from 'pngjs';
import { certificateLayout, type TextPart } from './certificate-layout';
import { certificatePdf, measureCertificateText } from './certificate-pdf';
import { certificatePng } from './certificate-png';

const certificate: CertificateVerification = {
  id: '2f1e0b8c-5d4a-5b6c-9d8e-7f6a5b4c3d2e',
  kind: 'course',
  student_name: 'Zoë Ångström',
  course_name: 'Beginner Python',
  issued_at: '2026-11-26T10:00:00.000Z',
  school_name: 'Class 4B',
  status: 'valid',
  revoked_at: null,
};
const url = `https://pylands.example/en/certificate/${certificate.id}`;
const english = { language: 'en', rightToLeft: false };
const measure = measureCertificateText(english);
const layout = (c: CertificateVerification) => certificateLayout(c, url, measure, localeTexts('en'));

/** Share of pixels clearly darker than the cream page: text, frame and QR code. */
function inkShare(png: PNG): number {
  let ink = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 160) ink += 1;
  return ink / (png.width * png.height);
}

const texts = (name: string) =>
  layout({ ...certificate, student_name: name }).filter((part): part is TextPart => part.type === 'text');

describe('the certificate design', () => {
  it('prints the student, course, school, date, number and address', () => {
    expect(texts(certificate.student_name).map((part) => part.text)).toEqual([
      'Pylands',
      'Certificate of Completion',
      'This certifies that',
      'Zoë Ångström',
      'has completed every level of Beginner Python',
      'Class 4B',
      'Issued on 26 November 2026',
      'Certificate number',
      certificate.id,
      'Check it at',
      url,
    ]);
  });

  it('shrinks a long name to fit the page', () => {
    const name = 'Maximiliana Alexandrina Wolfeschlegelsteinhausen-Bergerdorff';
    const part = texts(name).find((p) => p.text === name)!;
    expect(part.size).toBeLessThan(120);
    expect(measure(name, 'bold', part.size)).toBeLessThanOrEqual(1240);
  });

  it('renders a 1600×1131 PNG with ink on it', () => {
    const png = PNG.sync.read(certificatePng(layout(certificate), english));
    expect([png.width, png.height]).toEqual([1600, 1131]);
    expect(inkShare(png)).toBeGreaterThan(0.01);
  });

  it('renders a one-page A4 landscape PDF that pdftoppm draws with ink on it', async () => {
    const pdf = await certificatePdf(layout(certificate), 'test', english);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
    try {
      writeFileSync(path.join(dir, 'c.pdf'), pdf);
      execFileSync('pdftoppm', ['-png', '-r', '50', path.join(dir, 'c.pdf'), path.join(dir, 'page')]);
      const page = PNG.sync.read(readFileSync(path.join(dir, 'page-1.png')));
      // A4 landscape at 50 dpi (pdftoppm rounds up): 585 × 414 pixels.
      expect([page.width, page.height]).toEqual([585, 414]);
      expect(inkShare(page)).toBeGreaterThan(0.01);
      expect(() => readFileSync(path.join(dir, 'page-2.png'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
