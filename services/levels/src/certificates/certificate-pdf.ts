import PDFDocument from 'pdfkit';
import { certificateFonts, type CertificateFont } from './certificate-fonts';
import { CERTIFICATE_WIDTH, type CertificatePart, type MeasureText } from './certificate-layout';

/** A4 landscape in PDF points. */
const A4_WIDTH = 841.89;
const SCALE = A4_WIDTH / CERTIFICATE_WIDTH;

function withFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const fonts = certificateFonts();
  for (const name of Object.keys(fonts) as CertificateFont[]) doc.registerFont(name, fonts[name]);
  return doc;
}

let measurer: PDFKit.PDFDocument | undefined;

/** Widths by the same font files the PDF and PNG draw with. */
export const measureCertificateText: MeasureText = (text, font, size) => {
  measurer ??= withFonts(new PDFDocument({ autoFirstPage: false }));
  return measurer.font(font).fontSize(size).widthOfString(text);
};

function drawPart(doc: PDFKit.PDFDocument, part: CertificatePart): void {
  const s = (value: number) => value * SCALE;
  switch (part.type) {
    case 'rect': {
      if (part.radius) doc.roundedRect(s(part.x), s(part.y), s(part.width), s(part.height), s(part.radius));
      else doc.rect(s(part.x), s(part.y), s(part.width), s(part.height));
      if (part.fill) doc.fillColor(part.fill).fill();
      else if (part.stroke)
        doc
          .lineWidth(s(part.strokeWidth ?? 1))
          .strokeColor(part.stroke)
          .stroke();
      return;
    }
    case 'text': {
      doc.font(part.font).fontSize(s(part.size)).fillColor(part.color);
      const width = doc.widthOfString(part.text);
      const x = part.align === 'middle' ? s(part.x) - width / 2 : s(part.x);
      doc.text(part.text, x, s(part.y), { lineBreak: false, baseline: 'alphabetic' });
      return;
    }
    case 'qr': {
      for (const [row, col] of part.dark)
        doc.rect(s(part.x + col * part.cell), s(part.y + row * part.cell), s(part.cell), s(part.cell));
      doc.fillColor('#111827').fill();
      return;
    }
  }
}

/** The design as a one-page A4 landscape PDF with the bundled fonts embedded. */
export function certificatePdf(parts: CertificatePart[], title: string): Promise<Buffer> {
  const doc = withFonts(
    new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: { Title: title, Author: 'Pylands', Creator: 'Pylands' },
    }),
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const part of parts) drawPart(doc, part);
  doc.end();
  return done;
}
