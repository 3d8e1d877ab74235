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
  align: 'start' | 'middle';
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

function dateLine(iso: string): string {
  const date = new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Issued on ${date}`;
}

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
 * number with the verification address and its QR code.
 */
export function certificateLayout(
  certificate: CertificateVerification,
  verifyUrl: string,
  measure: MeasureText,
): CertificatePart[] {
  const text = (part: Omit<TextPart, 'type' | 'size'> & { size: number; maxWidth?: number }): TextPart => {
    const { maxWidth = TEXT_WIDTH, ...rest } = part;
    const width = measure(part.text, part.font, part.size);
    const size = width > maxWidth ? Math.floor((part.size * maxWidth) / width) : part.size;
    return { type: 'text', ...rest, size };
  };
  const firstSteps = certificate.kind === 'first-steps';
  const center = { x: CENTER, align: 'middle' as const };
  const parts: CertificatePart[] = [
    { type: 'rect', x: 0, y: 0, width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT, fill: '#fffbef' },
    { type: 'rect', x: 36, y: 36, width: 1528, height: 1059, stroke: TEAL, strokeWidth: 14, radius: 28 },
    { type: 'rect', x: 66, y: 66, width: 1468, height: 999, stroke: GOLD, strokeWidth: 4, radius: 18 },
    text({ text: 'Pylands', y: 190, size: 60, font: 'bold', color: TEAL, ...center }),
    text({
      text: firstSteps ? 'First Steps' : 'Certificate of Completion',
      y: 310,
      size: 84,
      font: 'bold',
      color: INK,
      ...center,
    }),
    text({ text: 'This certifies that', y: 400, size: 34, font: 'regular', color: MUTED, ...center }),
    text({ text: certificate.student_name, y: 540, size: 120, font: 'bold', color: TEAL, ...center }),
    { type: 'rect', x: 420, y: 578, width: 760, height: 4, fill: GOLD },
    text({
      text: firstSteps
        ? `has taken their first steps in ${certificate.course_name}`
        : `has completed every level of ${certificate.course_name}`,
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
      text: dateLine(certificate.issued_at),
      y: 810,
      size: 32,
      font: 'regular',
      color: MUTED,
      ...center,
    }),
    text({
      text: 'Certificate number',
      x: 130,
      y: 905,
      size: 24,
      font: 'bold',
      color: MUTED,
      align: 'start',
    }),
    text({ text: certificate.id, x: 130, y: 943, size: 26, font: 'regular', color: INK, align: 'start' }),
    text({ text: 'Check it at', x: 130, y: 987, size: 24, font: 'bold', color: MUTED, align: 'start' }),
    text({
      text: verifyUrl,
      x: 130,
      y: 1021,
      size: 24,
      font: 'regular',
      color: INK,
      align: 'start',
      maxWidth: 1100,
    }),
    qrOf(verifyUrl, 1300, 835),
  );
  return parts;
}
