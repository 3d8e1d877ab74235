import { useCallback, useRef, useState } from 'react';
import type { ChallengeView } from '@pylands/contracts';
import { useSession } from '@pylands/shared-ui';
import { draftKey, startingCode } from './challenge-draft';
import { useChallengeDraft } from './useChallengeDraft';

/**
 * The editor's code: an unsubmitted draft typed on the server's current code, else the student's
 * last submitted program, else the starter. Reset puts the starter back and forgets the draft.
 */
export function useChallengeCode(view: ChallengeView) {
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const draft = useChallengeDraft(draftKey(studentId, view.slug));
  // The server's last_code as this page knows it: a verdict makes the submitted code the base.
  const base = useRef(view.last_code);
  const current = useRef<string | null>(null);
  const [code, setCodeState] = useState(() => {
    const first = startingCode(view, draft.read());
    current.current = first;
    return first;
  });

  const setCode = useCallback(
    (next: string) => {
      current.current = next;
      setCodeState(next);
      draft.save({ code: next, base: base.current });
    },
    [draft],
  );
  const reset = useCallback(() => {
    draft.clear();
    current.current = view.starter;
    setCodeState(view.starter);
  }, [draft, view.starter]);
  /** The server answered a submit of `submitted`: it now keeps that code, so the draft is done. */
  const submitted = useCallback(
    (submittedCode: string) => {
      base.current = submittedCode;
      draft.clear();
      // Typed on while the check ran: that newer code is a draft on the new base.
      if (current.current !== null && current.current !== submittedCode)
        draft.save({ code: current.current, base: submittedCode });
    },
    [draft],
  );
  return { code, setCode, reset, submitted };
}
