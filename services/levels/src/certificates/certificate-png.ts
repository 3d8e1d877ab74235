import { Resvg } from '@resvg/resvg-js';
import { CERTIFICATE_FONT_FAMILY, certificateFontFiles } from './certificate-fonts';
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, type CertificatePart } from './certificate-layout';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svgPart(part: CertificatePart): string {
  switch (part.type) {
    case 'rect': {
      const fill = part.fill ?? 'none';
      const stroke = part.stroke ? ` stroke="${part.stroke}" stroke-width="${part.strokeWidth ?? 1}"` : '';
      const radius = part.radius ? ` rx="${part.radius}"` : '';
      return `<rect x="${part.x}" y="${part.y}" width="${part.width}" height="${part.height}" fill="${fill}"${stroke}${radius}/>`;
    }
    case 'text': {
      const weight = part.font === 'bold' ? 700 : 400;
      return `<text x="${part.x}" y="${part.y}" font-family="${CERTIFICATE_FONT_FAMILY}" font-weight="${weight}" font-size="${part.size}" fill="${part.color}" text-anchor="${part.align}">${escapeXml(part.text)}</text>`;
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

export function certificateSvg(parts: CertificatePart[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CERTIFICATE_WIDTH}" height="${CERTIFICATE_HEIGHT}" viewBox="0 0 ${CERTIFICATE_WIDTH} ${CERTIFICATE_HEIGHT}">${parts.map(svgPart).join('')}</svg>`;
}

/** The design as a PNG to share, drawn with the bundled fonts only (no system fonts). */
export function certificatePng(parts: CertificatePart[]): Buffer {
  const files = certificateFontFiles();
  const resvg = new Resvg(certificateSvg(parts), {
    font: {
      fontFiles: [files.regular, files.bold],
      loadSystemFonts: false,
      defaultFontFamily: CERTIFICATE_FONT_FAMILY,
    },
    fitTo: { mode: 'width', value: CERTIFICATE_WIDTH },
  });
  return resvg.render().asPng();
}
