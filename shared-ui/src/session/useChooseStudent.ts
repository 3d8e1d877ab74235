import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localePath, useLng } from '../routing/locale-path';
import { afterChoosingStudent, CHALLENGE_CREDITS_REFRESH_EVENT } from './after-choosing-student';
import { useSession } from './session-store';

/**
 * Chooses a student, then goes to the student's last played level (or home). On a challenge
 * path there is no redirect: only the challenge credits refresh (doc 1 §2).
 */
export function useChooseStudent(): (studentId: string) => Promise<void> {
  const chooseStudent = useSession((s) => s.chooseStudent);
  const navigate = useNavigate();
  const location = useLocation();
  const lng = useLng();
  return useCallback(
    async (studentId: string) => {
      const answer = await chooseStudent(studentId);
      const next = afterChoosingStudent(location.pathname, answer.last_played);
      if (next.kind === 'go') navigate(localePath(lng, next.path));
      else window.dispatchEvent(new Event(CHALLENGE_CREDITS_REFRESH_EVENT));
    },
    [chooseStudent, location.pathname, lng, navigate],
  );
}
