import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { rolesOf } from '@pylands/contracts';
import { Page, PageTitle, useSession } from '@pylands/shared-ui';
import { ParentalGateForm } from '../layout/parental-gate/ParentalGateForm';

/**
 * The parent's pages (students, billing, a child's page) in child mode: the parental gate instead of
 * the page. With `ownStudentPage` the chosen child may still see their own page.
 */
export function ParentOnly({
  children,
  ownStudentPage = false,
}: {
  children: ReactNode;
  ownStudentPage?: boolean;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { studentId } = useParams();
  const childMode = rolesOf(user).parentStudent;
  if (!childMode || (ownStudentPage && studentId === user?.student_id)) return <>{children}</>;
  return (
    <Page style={{ maxWidth: 480 }}>
      <PageTitle>{t('parentGate.title')}</PageTitle>
      {/* Passing the gate changes the session: this wrapper then renders the page itself. */}
      <ParentalGateForm onPassed={() => undefined} />
    </Page>
  );
}
