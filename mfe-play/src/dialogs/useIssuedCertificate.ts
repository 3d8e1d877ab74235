import { useEffect, useState } from 'react';
import type { CertificateKind } from '@pylands/contracts';
import { awardsApi } from '@pylands/shared-ui';
import { CERTIFICATE_RECHECK_MS, issuedCertificate } from './issued-certificate';

/**
 * The student's certificate of `kind` for the course while a dialog about it is open: null until
 * levels has issued it, asked again a few times with growing pauses so the link appears once it is.
 */
export function useIssuedCertificate(
  studentId: string | null,
  courseId: string,
  kind: CertificateKind,
): { id: string } | null {
  const [found, setFound] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!studentId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      try {
        const signal = controller.signal;
        // A course certificate is the spec's level/get_certificate; First Steps is among the list's.
        const certificate =
          kind === 'course'
            ? await awardsApi.courseCertificate(courseId, studentId, { signal })
            : issuedCertificate(await awardsApi.certificates(studentId, { signal }), courseId, kind);
        if (certificate) return setFound({ id: certificate.id });
      } catch {
        // Not issued yet or not reachable: the dialog keeps its link to the certificates page.
      }
      const pause = CERTIFICATE_RECHECK_MS[attempt];
      if (pause !== undefined && !controller.signal.aborted)
        timer = setTimeout(() => void ask(attempt + 1), pause);
    };
    void ask(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [studentId, courseId, kind]);
  return found;
}
