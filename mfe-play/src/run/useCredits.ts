import { useCallback, useEffect, useState } from 'react';
import type { ExecutionType } from '@pylands/contracts';
import { levelApi, useSession } from '@pylands/shared-ui';
import { useAfterStart } from '../start/useAfterStart';

/** The server's counter for an execution type, read once the page's start is over and after each run. */
export function useCredits(type: ExecutionType): { used: number | null; refresh: () => void } {
  const [used, setUsed] = useState<number | null>(null);
  const status = useSession((s) => s.status);
  const studentId = useSession((s) => s.user?.student_id);
  const started = useAfterStart();
  const refresh = useCallback(() => {
    levelApi
      .credit(type)
      .then((record) => setUsed(record.counter))
      .catch(() => setUsed(null));
  }, [type]);
  useEffect(() => {
    if (started && (status === 'anonymous' || status === 'signed-in')) refresh();
  }, [started, status, studentId, refresh]);
  return { used, refresh };
}
