import { useTranslation } from 'react-i18next';
import { useSession } from '@pylands/shared-ui';
import { isInvalidRegistration } from './invalid-registration';
import { useCurrentPlan } from './useCurrentPlan';

/**
 * Why this user may not run code here (doc 2 §6), with the overlay it shows: an organization
 * account on a parent tier, or a parent who has not chosen a student (not in the read-only view).
 */
export function usePlayBlock(readOnlyView: boolean) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const signedInWithoutStudent = status === 'signed-in' && !user?.student_id;
  const plan = useCurrentPlan();
  const invalidRegistration = isInvalidRegistration(user, plan);
  const blockedReason = invalidRegistration
    ? t('play.invalidRegistration.text')
    : signedInWithoutStudent && !readOnlyView
      ? t('play.chooseStudentToPlay')
      : null;
  // The plan goes on to the attempt counter too: one current-plan call per play screen.
  return { blockedReason, invalidRegistration, signedInWithoutStudent, plan };
}
