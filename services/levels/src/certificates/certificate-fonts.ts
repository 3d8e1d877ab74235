import { readFileSync } from 'node:fs';

/** Nunito (SIL Open Font License) from npm: the certificate needs no fonts from the system. */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf'),
} as const;

export type CertificateFont = keyof typeof FONT_FILES;
export const CERTIFICATE_FONT_FAMILY = 'Nunito';

let buffers: Record<CertificateFont, Buffer> | undefined;

export function certificateFontFiles(): Record<CertificateFont, string> {
  return FONT_FILES;
}

export function certificateFonts(): Record<CertificateFont, Buffer> {
  buffers ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) };
  return buffers;
}
