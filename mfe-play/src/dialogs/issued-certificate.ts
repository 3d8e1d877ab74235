import type { CertificateKind, CertificateList, IssuedCertificate } from '@pylands/contracts';

/** The valid certificate of this kind for this course among a student's, once levels issued it. */
export function issuedCertificate(
  list: CertificateList,
  courseId: string,
  kind: CertificateKind,
): IssuedCertificate | null {
  return list.certificates.find((c) => c.kind === kind && c.course_id === courseId && !c.revoked_at) ?? null;
}

/**
 * How long the dialog waits before asking again while the certificate is not there yet (a completion
 * kept offline is replayed when the network returns); it stops after the last one.
 */
export const CERTIFICATE_RECHECK_MS = [2_000, 4_000, 8_000, 16_000] as const;
