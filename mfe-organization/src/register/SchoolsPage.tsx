import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { rolesOf } from '@pylands/contracts';
import { Page, PageTitle, Spinner, useLocalePath, useSession } from '@pylands/shared-ui';
import { Notice } from '../ui';
import { NextSteps } from './NextSteps';
import { SchoolPlans } from './SchoolPlans';
import { SchoolRegistrationForm } from './SchoolRegistrationForm';
import type { Registered } from './useSchoolRegistration';

/**
 * /schools: a school's way in. A visitor registers the school with a new administrator account, a
 * signed-in parent with their own; staff go to their organization's pages, students are told the
 * page is for schools. A registered school's admin buys its plan here (the institutional purchase).
 */
export function SchoolsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const roles = rolesOf(user);

  // Registered, the page is what comes next, under its own title.
  if (registered) {
    return (
      <Page style={{ maxWidth: 720 }}>
        <NextSteps registered={registered} />
      </Page>
    );
  }
  let body;
  if (status !== 'signed-in' && status !== 'anonymous') body = <Spinner />;
  else if (roles.admin) body = <SchoolPlans />;
  else if (roles.teacher) return <Navigate to={to('organization/classes')} replace />;
  else if (roles.student) body = <Notice>{t('org.schools.forSchools')}</Notice>;
  else {
    body = (
      <>
        <p>{t('org.schools.intro')}</p>
        <SchoolRegistrationForm
          account={user && roles.parent ? { email: user.email } : null}
          onRegistered={setRegistered}
        />
      </>
    );
  }
  return (
    <Page style={{ maxWidth: roles.admin ? 960 : 720 }}>
      <PageTitle>{roles.admin ? t('schoolPlans.title') : t('org.schools.title')}</PageTitle>
      {body}
    </Page>
  );
}
