import { useEffect, useState } from 'react';
import { rolesOf } from '@pylands/contracts';
import { paymentApi } from '../api/payment-api';
import { useSession } from '../session/session-store';
import { AssignPurchaseDialog } from './AssignPurchaseDialog';

/**
 * Opens the assign-purchase dialog whenever a parent (outside child mode) has a bought course no
 * child holds yet (`has-unassigned-purchases`). Asked once per signed-in parent session; "Later"
 * closes it until the next page load. `paused`: a page that runs the dialog itself (checkout).
 */
export function UnassignedPurchasePrompt({ paused = false }: { paused?: boolean }) {
  const user = useSession((s) => s.user);
  const [courses, setCourses] = useState<string[] | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const parent = !!user && rolesOf(user).parent && !user.student_id;
  const userId = user?.user_id ?? null;

  useEffect(() => {
    if (!parent || paused || !userId || asked === userId) return;
    setAsked(userId);
    paymentApi.hasUnassignedPurchases().then(
      (answer) => answer.has_unassigned_purchases && setCourses(answer.courses),
      // Payments unreachable: nothing to offer now; the billing page says more.
      () => undefined,
    );
  }, [parent, paused, userId, asked]);

  if (!parent || paused || !courses?.length) return null;
  return <AssignPurchaseDialog courses={courses} onDone={() => setCourses(null)} />;
}
