import { useCallback, useEffect, useState } from 'react';
import type { CourseData } from '@pylands/contracts';
import { CERTIFICATE_LEVEL } from '../navigation/completion-dialog';
import { levelSequence } from '../navigation/level-sequence';

/** The earned dialog shows once per student; the reminder once per browser session. */
const earnedKey = (studentId: string | number | null) => `certificate_shown_${studentId ?? 'anonymous'}`;
const reminderKey = (studentId: string | number | null) => `certificate_reminded_${studentId ?? 'anonymous'}`;

/** What reaching the certificate level shows (null: nothing). */
export type CertificateArrival =
  | { earned: true }
  /** The levels before it are not all done: the first of them left to play. */
  | { earned: false; firstLeft: { slug: string; name: string } };

/**
 * Reaching intro-level4 opens the certificate dialog (doc 1 §4, doc 2 §4). With the levels before
 * it done, First Steps is earned and the dialog says so, once per student; otherwise it tells the
 * child what earns it and where to go, once a session (a child who skips ahead is told, not nagged).
 */
export function useCertificateArrival(
  slug: string,
  course: CourseData | null,
  studentId: string | number | null,
): [CertificateArrival | null, () => void] {
  const [arrival, setArrival] = useState<CertificateArrival | null>(null);
  useEffect(() => {
    if (slug !== CERTIFICATE_LEVEL || !course) return;
    const levels = levelSequence(course);
    const index = levels.findIndex((l) => l.slug === slug);
    if (index <= 0) return;
    const firstLeft = levels.slice(0, index).find((l) => !l.completed);
    if (!firstLeft) {
      if (localStorage.getItem(earnedKey(studentId)) !== '1') setArrival({ earned: true });
    } else if (sessionStorage.getItem(reminderKey(studentId)) !== '1') {
      setArrival({ earned: false, firstLeft: { slug: firstLeft.slug, name: firstLeft.name } });
    }
  }, [slug, course, studentId]);
  const close = useCallback(() => {
    if (arrival?.earned) localStorage.setItem(earnedKey(studentId), '1');
    else sessionStorage.setItem(reminderKey(studentId), '1');
    setArrival(null);
  }, [arrival, studentId]);
  return [arrival, close];
}
