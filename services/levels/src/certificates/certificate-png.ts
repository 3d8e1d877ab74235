import { Resvg } from '@resvg/resvg-js';
import { certificateFaces } from './certificate-fonts';
import { placedRuns, type CertificateScript } from './certificate-pdf';
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, type CertificatePart } from './certificate-layout';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Text is drawn run by run where the PDF draws it, each run in the face that has its glyphs (resvg's
 * own fallback would ignore the weight), so both files look the same.
 */
function svgPart(part: CertificatePart, script: CertificateScript): string {
  switch (part.type) {
    case 'rect': {
      const fill = part.fill ?? 'none';
      const stroke = part.stroke ? ` stroke="${part.stroke}" stroke-width="${part.strokeWidth ?? 1}"` : '';
      const radius = part.radius ? ` rx="${part.radius}"` : '';
      return `<rect x="${part.x}" y="${part.y}" width="${part.width}" height="${part.height}" fill="${fill}"${stroke}${radius}/>`;
    }
    case 'text': {
      const weight = part.font === 'bold' ? 700 : 400;
      return placedRuns(part, script)
        .map(
          (run) =>
            `<text xml:space="preserve" x="${run.x}" y="${part.y}" font-family="${run.face.family}" font-weight="${weight}" font-size="${part.size}" fill="${part.color}">${escapeXml(run.text)}</text>`,
        )
        .join('');
    }
    case 'qr': {
      const d = part.dark
        .map(
          ([row, col]) =>
            `M${part.x + col * part.cell} ${part.y + row * part.cell}h${part.cell}v${part.cell}h-${part.cell}z`,
        )
        .join('');
      return `<path d="${d}" fill="#111827" shape-rendering="crispEdges"/>`;
    }
  }
}

export function certificateSvg(parts: CertificatePart[], script: CertificateScript): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CERTIFICATE_WIDTH}" height="${CERTIFICATE_HEIGHT}" viewBox="0 0 ${CERTIFICATE_WIDTH} ${CERTIFICATE_HEIGHT}">${parts.map((part) => svgPart(part, script)).join('')}</svg>`;
}

/** The design as a PNG to share, drawn with the certificate's own font files only (never the machine's others). */
export function certificatePng(parts: CertificatePart[], script: CertificateScript): Buffer {
  const faces = [
    ...certificateFaces(script.language, 'regular'),
    ...certificateFaces(script.language, 'bold'),
  ];
  const resvg = new Resvg(certificateSvg(parts, script), {
    font: {
      fontFiles: [...new Set(faces.map((face) => face.file))],
      loadSystemFonts: false,
      defaultFontFamily: faces[0].family,
    },
    fitTo: { mode: 'width', value: CERTIFICATE_WIDTH },
  });
  return resvg.render().asPng();
}
