import type { CertificateKind } from '@pylands/contracts';
import type { TranslationKey } from '@pylands/shared-ui';

export const kindLabel = (kind: CertificateKind): TranslationKey => `awards.kind.${kind}`;

/** A date as a parent or teacher reads it ("November 26, 2026"), in the page's language. */
export function longDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });
}
