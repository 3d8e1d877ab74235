import { useCallback, useEffect, useState } from 'react';
import type { CourseData } from '@pylands/contracts';
import { CERTIFICATE_LEVEL } from '../navigation/completion-dialog';
import { levelSequence } from '../navigation/level-sequence';

const shownKey = (studentId: string | number | null) => `certificate_shown_${studentId ?? 'anonymous'}`;

/**
 * Reaching intro-level4 with the levels before it done opens the certificate dialog, once per
 * student (doc 1 §4).
 */
export function useCertificateArrival(
  slug: string,
  course: CourseData | null,
  studentId: string | number | null,
): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (slug !== CERTIFICATE_LEVEL || !course) return;
    const levels = levelSequence(course);
    const index = levels.findIndex((l) => l.slug === slug);
    const earlierDone = index > 0 && levels.slice(0, index).every((l) => l.completed);
    if (earlierDone && localStorage.getItem(shownKey(studentId)) !== '1') setOpen(true);
  }, [slug, course, studentId]);
  const close = useCallback(() => {
    localStorage.setItem(shownKey(studentId), '1');
    setOpen(false);
  }, [studentId]);
  return [open, close];
}
