import type { CertificateKind } from '@pylands/contracts';
import type { TranslationKey } from '@pylands/shared-ui';

export const kindLabel = (kind: CertificateKind): TranslationKey => `awards.kind.${kind}`;
