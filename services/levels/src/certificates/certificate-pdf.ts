import PDFDocument from 'pdfkit';
import { certificateFaces, fontBytes, type CertificateFont, type FontFace } from './certificate-fonts';
import {
  CERTIFICATE_WIDTH,
  type CertificatePart,
  type MeasureText,
  type TextPart,
} from './certificate-layout';
import { lineRuns, type HasGlyph, type TextRun } from './certificate-text-runs';

/** A4 landscape in PDF points. */
const A4_WIDTH = 841.89;
const SCALE = A4_WIDTH / CERTIFICATE_WIDTH;

/** The language the certificate is written in, and its direction. */
export interface CertificateScript {
  language: string;
  rightToLeft: boolean;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Registers a face with a document once, when a line first needs it (only used faces are embedded). */
function register(doc: PDFKit.PDFDocument, face: FontFace): void {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (names.has(face.name)) return;
  doc.registerFont(face.name, fontBytes(face.file), face.postscriptName);
  names.add(face.name);
}

const glyphs = new Map<string, Map<number, boolean>>();

/** Glyph coverage from pdfkit's font tables (fontkit, which pdfkit embeds with). */
function coverage(doc: PDFKit.PDFDocument): HasGlyph {
  return (face, codePoint) => {
    let known = glyphs.get(face.name);
    if (!known) glyphs.set(face.name, (known = new Map()));
    let has = known.get(codePoint);
    if (has === undefined) {
      register(doc, face);
      doc.font(face.name);
      const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })
        ._font;
      has = font.font.hasGlyphForCodePoint(codePoint);
      known.set(codePoint, has);
    }
    return has;
  };
}

function runsOf(
  doc: PDFKit.PDFDocument,
  text: string,
  font: CertificateFont,
  script: CertificateScript,
): TextRun[] {
  return lineRuns(text, script.rightToLeft, certificateFaces(script.language, font), coverage(doc));
}

function runsWidth(doc: PDFKit.PDFDocument, runs: TextRun[], size: number): number {
  return runs.reduce((width, run) => {
    register(doc, run.face);
    return width + doc.font(run.face.name).fontSize(size).widthOfString(run.text);
  }, 0);
}

let measurer: PDFKit.PDFDocument | undefined;

/** Widths by the same font files the PDF draws with, run by run. */
export function measureCertificateText(script: CertificateScript): MeasureText {
  return (text, font, size) => {
    measurer ??= new PDFDocument({ autoFirstPage: false });
    return runsWidth(measurer, runsOf(measurer, text, font, script), size);
  };
}

/** The characters of a line that no face of the language has (drawn as empty boxes): none, we check. */
export function missingGlyphs(text: string, font: CertificateFont, script: CertificateScript): string[] {
  measurer ??= new PDFDocument({ autoFirstPage: false });
  const has = coverage(measurer);
  return runsOf(measurer, text, font, script).flatMap((run) =>
    [...run.text].filter((char) => !has(run.face, char.codePointAt(0)!)),
  );
}

/** A run of a text part where it is drawn: its left edge in the design's units. */
export interface PlacedRun extends TextRun {
  x: number;
}

/**
 * A text part cut into runs (the language's faces, right-to-left words in drawing order) and
 * placed from its alignment, by the PDF library's widths; the PDF and the PNG draw the same runs.
 */
export function placedRuns(part: TextPart, script: CertificateScript): PlacedRun[] {
  measurer ??= new PDFDocument({ autoFirstPage: false });
  const doc = measurer;
  const runs = runsOf(doc, part.text, part.font, script);
  const width = runsWidth(doc, runs, part.size);
  let x = part.align === 'middle' ? part.x - width / 2 : part.align === 'end' ? part.x - width : part.x;
  return runs.map((run) => {
    const placed = { ...run, x };
    x += runsWidth(doc, [run], part.size);
    return placed;
  });
}

function drawPart(doc: PDFKit.PDFDocument, part: CertificatePart, script: CertificateScript): void {
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
      for (const run of placedRuns(part, script)) {
        register(doc, run.face);
        doc.font(run.face.name).fontSize(s(part.size)).fillColor(part.color);
        doc.text(run.text, s(run.x), s(part.y), { lineBreak: false, baseline: 'alphabetic' });
      }
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

/** The design as a one-page A4 landscape PDF, each script's font embedded (subset). */
export function certificatePdf(
  parts: CertificatePart[],
  title: string,
  script: CertificateScript,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: script.language,
    info: { Title: title, Author: 'Pylands', Creator: 'Pylands' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const part of parts) drawPart(doc, part, script);
  doc.end();
  return done;
}
