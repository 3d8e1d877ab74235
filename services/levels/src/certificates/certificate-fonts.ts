import { existsSync, readFileSync } from 'node:fs';

/** The design's two weights. */
export type CertificateFont = 'regular' | 'bold';

/** One font file (a face of a collection is named by its PostScript name). */
export interface FontFace {
  /** Unique name for pdfkit's registerFont. */
  name: string;
  family: string;
  file: string;
  postscriptName?: string;
}

/** Nunito (SIL Open Font License) from npm: the Latin, Cyrillic and Vietnamese of the design. */
const NUNITO = {
  regular: require.resolve('@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf'),
} as const;

/*
 * The other scripts of the 30 languages from Debian's Noto fonts (fonts-noto-core, fonts-noto-cjk;
 * SIL Open Font License): Greek, Arabic, Hebrew, Devanagari, Thai, and Chinese, Japanese and Korean
 * from one collection whose face follows the language (the same character is drawn differently).
 */
const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';
const SCRIPT_FONTS = [
  { family: 'Noto Sans', file: (w: string) => `${NOTO}/NotoSans-${w}.ttf` },
  { family: 'Noto Sans Arabic', file: (w: string) => `${NOTO}/NotoSansArabic-${w}.ttf` },
  { family: 'Noto Sans Hebrew', file: (w: string) => `${NOTO}/NotoSansHebrew-${w}.ttf` },
  { family: 'Noto Sans Devanagari', file: (w: string) => `${NOTO}/NotoSansDevanagari-${w}.ttf` },
  { family: 'Noto Sans Thai', file: (w: string) => `${NOTO}/NotoSansThai-${w}.ttf` },
];
const CJK_VARIANT: Record<string, string> = { ja: 'JP', ko: 'KR', zh: 'SC' };

const WEIGHT_NAME: Record<CertificateFont, string> = { regular: 'Regular', bold: 'Bold' };

export const CERTIFICATE_FONT_FAMILY = 'Nunito';

/**
 * The faces to draw a language's certificate with, in the order a character looks for its glyph:
 * Nunito first (the design), then the script fonts; only the files this machine has (`npm test`'s
 * and the Dockerfile's setup install them).
 */
export function certificateFaces(language: string, weight: CertificateFont): FontFace[] {
  const w = WEIGHT_NAME[weight];
  const cjk = CJK_VARIANT[language] ?? 'JP';
  const faces: FontFace[] = [{ name: `nunito-${weight}`, family: 'Nunito', file: NUNITO[weight] }];
  for (const font of SCRIPT_FONTS)
    faces.push({ name: `${font.family}-${weight}`, family: font.family, file: font.file(w) });
  faces.push({
    name: `cjk-${cjk}-${weight}`,
    family: `Noto Sans CJK ${cjk}`,
    file: `${NOTO_CJK}/NotoSansCJK-${w}.ttc`,
    postscriptName: `NotoSansCJK${cjk.toLowerCase()}-${w}`,
  });
  return faces.filter((face) => existsSync(face.file));
}

const buffers = new Map<string, Buffer>();

/** A font file's bytes, read once. */
export function fontBytes(file: string): Buffer {
  let bytes = buffers.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    buffers.set(file, bytes);
  }
  return bytes;
}
