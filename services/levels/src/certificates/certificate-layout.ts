import type { LocaleTexts } from '@pylands/common';
import type { CertificateVerification } from '@pylands/contracts';
import QRCode from 'qrcode';
import type { CertificateFont } from './certificate-fonts';

/** The design's own space: A4 landscape's proportions (the PNG is drawn at this size, the PDF scaled to A4). */
export const CERTIFICATE_WIDTH = 1600;
export const CERTIFICATE_HEIGHT = 1131;

export interface TextPart {
  type: 'text';
  text: string;
  x: number;
  /** The alphabetic baseline. */
  y: number;
  size: number;
  font: CertificateFont;
  color: string;
  /** Where `x` is: the text's left edge, its middle or its right edge. */
  align: 'start' | 'middle' | 'end';
}
export interface RectPart {
  type: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  radius?: number;
}
/** Dark modules of a QR code, `cell` units each, from (x, y). */
export interface QrPart {
  type: 'qr';
  x: number;
  y: number;
  cell: number;
  dark: [row: number, col: number][];
}
export type CertificatePart = TextPart | RectPart | QrPart;

/** Text width at a size, by the real font (the PDF library's metrics). */
export type MeasureText = (text: string, font: CertificateFont, size: number) => number;

const TEAL = '#17756f';
const GOLD = '#e0a526';
const INK = '#1f2937';
const MUTED = '#4b5563';
const CENTER = CERTIFICATE_WIDTH / 2;
const TEXT_WIDTH = 1240;
const QR_SIZE = 190;

function qrOf(url: string, x: number, y: number): QrPart {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const dark: [number, number][] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) dark.push([row, col]);
  return { type: 'qr', x, y, cell: QR_SIZE / modules.size, dark };
}

/**
 * The certificate's design, once, for both the PDF and the PNG: a framed page with Pylands, the
 * title, the student's name large (shrunk to fit a long one), the course, school and date, and the
 * number with the verification address and its QR code. The words are the family's language's
 * (`texts`); a right-to-left language puts the number on the right and the QR code on the left.
 */
export function certificateLayout(
  certificate: CertificateVerification,
  verifyUrl: string,
  measure: MeasureText,
  texts: LocaleTexts,
): CertificatePart[] {
  const { t } = texts;
  const text = (part: Omit<TextPart, 'type' | 'size'> & { size: number; maxWidth?: number }): TextPart => {
    const { maxWidth = TEXT_WIDTH, ...rest } = part;
    const width = measure(part.text, part.font, part.size);
    const size = width > maxWidth ? Math.floor((part.size * maxWidth) / width) : part.size;
    return { type: 'text', ...rest, size };
  };
  const center = { x: CENTER, align: 'middle' as const };
  const rtl = texts.direction === 'rtl';
  // The number block's edge: the left margin, or the right one for a right-to-left language.
  const side = rtl
    ? { x: CERTIFICATE_WIDTH - 130, align: 'end' as const }
    : { x: 130, align: 'start' as const };
  const parts: CertificatePart[] = [
    { type: 'rect', x: 0, y: 0, width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT, fill: '#fffbef' },
    { type: 'rect', x: 36, y: 36, width: 1528, height: 1059, stroke: TEAL, strokeWidth: 14, radius: 28 },
    { type: 'rect', x: 66, y: 66, width: 1468, height: 999, stroke: GOLD, strokeWidth: 4, radius: 18 },
    text({ text: t('awards.certificate.brand'), y: 190, size: 60, font: 'bold', color: TEAL, ...center }),
    text({
      text: t(`awards.certificate.heading.${certificate.kind}`),
      y: 310,
      size: 84,
      font: 'bold',
      color: INK,
      ...center,
    }),
    text({
      text: t('awards.certificate.certifies'),
      y: 400,
      size: 34,
      font: 'regular',
      color: MUTED,
      ...center,
    }),
    text({ text: certificate.student_name, y: 540, size: 120, font: 'bold', color: TEAL, ...center }),
    { type: 'rect', x: 420, y: 578, width: 760, height: 4, fill: GOLD },
    text({
      text: t(`awards.certificate.completedIn.${certificate.kind}`, { course: certificate.course_name }),
      y: 660,
      size: 40,
      font: 'regular',
      color: INK,
      ...center,
    }),
  ];
  if (certificate.school_name)
    parts.push(
      text({ text: certificate.school_name, y: 725, size: 34, font: 'bold', color: INK, ...center }),
    );
  parts.push(
    text({
      text: t('awards.certificate.issuedOn', { date: texts.date(certificate.issued_at) }),
      y: 810,
      size: 32,
      font: 'regular',
      color: MUTED,
      ...center,
    }),
    text({ text: t('awards.certificate.number'), y: 905, size: 24, font: 'bold', color: MUTED, ...side }),
    text({ text: certificate.id, y: 943, size: 26, font: 'regular', color: INK, ...side }),
    text({ text: t('awards.certificate.checkAt'), y: 987, size: 24, font: 'bold', color: MUTED, ...side }),
    text({ text: verifyUrl, y: 1021, size: 24, font: 'regular', color: INK, maxWidth: 1100, ...side }),
    qrOf(verifyUrl, rtl ? CERTIFICATE_WIDTH - 1300 - QR_SIZE : 1300, 835),
  );
  return parts;
}
