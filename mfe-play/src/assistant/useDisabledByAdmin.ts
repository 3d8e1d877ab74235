import { useEffect, useState } from 'react';
import { organizationApi, useSession } from '@pylands/shared-ui';

/**
 * Whether an organization student's assistant was turned off by their school (assistant_enabled
 * false, read from the organization student call as doc 2 §4 says). Others: never.
 */
export function useDisabledByAdmin(): boolean {
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const organizationId = useSession((s) => s.user?.organization_id ?? null);
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    setDisabled(false);
    if (!studentId || !organizationId) return;
    let live = true;
    organizationApi.student(studentId).then(
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
