import { useEffect, useState } from 'react';
import type { StudentProgress } from '@pylands/contracts';
import { levelApi } from '@pylands/shared-ui';

export type StudentProgressState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; progress: StudentProgress };

/** A child's progress as the parent's page shows it (levels' student-progress). */
export function useStudentProgress(studentId: string): StudentProgressState {
  const [state, setState] = useState<StudentProgressState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    levelApi.studentProgress(studentId).then(
      (progress) => live && setState({ status: 'loaded', progress }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [studentId]);
  return state;
}
