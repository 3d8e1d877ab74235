import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localePath, useLng } from '../routing/locale-path';
import { useSession } from './session-store';

/**
 * Chooses a student, then goes to the student's last played level (or home). On a challenge
 * path only the session refreshes, with no redirect (doc 1 §2).
 */
export function useChooseStudent(): (studentId: string) => Promise<void> {
  const chooseStudent = useSession((s) => s.chooseStudent);
  const navigate = useNavigate();
  const location = useLocation();
  const lng = useLng();
  return useCallback(
    async (studentId: string) => {
      const answer = await chooseStudent(studentId);
      if (location.pathname.includes('/challenge')) return;
      const last = answer.last_played;
      navigate(localePath(lng, last ? `play/${last.course_id}/${last.level_slug}` : ''));
    },
    [chooseStudent, location.pathname, lng, navigate],
  );
}
