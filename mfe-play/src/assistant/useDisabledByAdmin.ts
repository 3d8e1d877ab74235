import { useEffect, useState } from 'react';
import { organizationApi, profileApi, useSession } from '@pylands/shared-ui';

/**
 * Whether the chosen student's assistant was turned off by whoever sets it (assistant_enabled
 * false): an organization student's school (the organization student call, doc 2 §4) or a parent's
 * child's parent (GET profile/students/{id}, which the chosen student may read). Others: never.
 */
export function useDisabledByAdmin(): boolean {
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const organizationId = useSession((s) => s.user?.organization_id ?? null);
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    setDisabled(false);
    if (!studentId) return;
    let live = true;
    const settings = organizationId ? organizationApi.student(studentId) : profileApi.student(studentId);
    settings.then(
      (student) => live && setDisabled(!student.assistant_enabled),
      // Unreadable settings: the tips service still refuses a disabled student (403).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [studentId, organizationId]);
  return disabled;
}
