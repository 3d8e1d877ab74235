import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanName } from '@pylands/contracts';
import { AssignPurchaseDialog, Button, LocaleLink, Page, PageTitle, Spinner } from '@pylands/shared-ui';
import { Panel } from '../panel-styles';
import { usePlanLabel } from './plan-label';
import { SLOW_AFTER, useGrantWait } from './useGrantWait';

/** Back from a paid checkout: waits until the plan is granted, then offers to give a course to a child. */
export function CheckoutDone({ planName, isCourse }: { planName: PlanName; isCourse: boolean }) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const grant = useGrantWait(planName, isCourse, true);
  const [assigning, setAssigning] = useState(true);
  const organization = planName.startsWith('organization_');

  if (grant.status === 'waiting') {
    return (
      <Page style={{ maxWidth: 720 }}>
        <PageTitle>{t('checkout.thanks')}</PageTitle>
        <Panel role="status">
          <Spinner /> {t('checkout.waiting', { plan: planLabel(planName) })}
          {grant.asks > SLOW_AFTER && <p>{t('checkout.slow')}</p>}
        </Panel>
      </Page>
    );
  }
  return (
    <Page style={{ maxWidth: 720 }}>
      <PageTitle>{t('checkout.thanks')}</PageTitle>
      <Panel role="status">
        <h2>{t('checkout.ready', { plan: planLabel(planName) })}</h2>
        <p>
          {organization
            ? t('checkout.readySchool')
            : isCourse
              ? t('checkout.readyCourse')
              : t('checkout.readySubscription')}
        </p>
      </Panel>
      <Button as={LocaleLink} to="profile/billing">
        {t('checkout.toBilling')}
      </Button>{' '}
      <Button
        as={LocaleLink}
        to={organization ? 'organization/students' : 'profile/students'}
        $variant="secondary"
      >
        {organization ? t('checkout.toSchoolStudents') : t('checkout.toStudents')}
      </Button>
      {assigning && grant.unassigned.length > 0 && (
        <AssignPurchaseDialog courses={grant.unassigned} onDone={() => setAssigning(false)} />
      )}
    </Page>
  );
}
