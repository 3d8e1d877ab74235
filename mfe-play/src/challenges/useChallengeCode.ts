import { useCallback, useState } from 'react';
import type { ChallengeView } from '@pylands/contracts';

/** The editor's code: the student's last submitted program, else the starter; Reset puts the starter back. */
export function useChallengeCode(view: ChallengeView) {
  const [code, setCode] = useState(() => view.last_code ?? view.starter);
  const reset = useCallback(() => setCode(view.starter), [view.starter]);
  return { code, setCode, reset };
}
