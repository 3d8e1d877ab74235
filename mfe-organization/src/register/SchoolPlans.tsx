import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SubscriptionView } from '@pylands/contracts';
import {
  formatDate,
  LocaleLink,
  paymentApi,
  Spinner,
  SubscriptionCard,
  useLng,
  usePaymentCatalogue,
} from '@pylands/shared-ui';
import { Notice } from '../ui';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 20px;
  margin: 16px 0;
`;

/** The two organization plans, each with what sets it apart. */
const SCHOOL_PLANS = [
  { plan: 'organization_small', title: 'schoolPlans.small', students: 'schoolPlans.smallFeature' },
  { plan: 'organization_large', title: 'schoolPlans.large', students: 'schoolPlans.largeFeature' },
] as const;

/** The organization's plan in words: which one, and a trial's end date. */
export function SchoolPlanNotice({
  subscription,
  offerPlans = false,
}: {
  subscription: SubscriptionView;
  /** Outside /schools, a trial also leads to the plans that follow it. */
  offerPlans?: boolean;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const plan = subscription.plan_name.startsWith('organization_large')
    ? 'organization_large'
    : 'organization_small';
  const end = subscription.current_period_end
    ? formatDate(lng, subscription.current_period_end, 'long')
    : null;
  const trial = subscription.status === 'trialing' && end;
  return (
    <Notice role="status">
      {trial ? t('schoolPlans.trial', { date: end }) : t('schoolPlans.current', { plan: t(`plan.${plan}`) })}{' '}
      {trial && offerPlans ? (
        <LocaleLink to="schools">{t('schoolPlans.choose')}</LocaleLink>
      ) : (
        <LocaleLink to="profile/billing">{t('schoolPlans.manage')}</LocaleLink>
      )}
    </Notice>
  );
}

/** The school's subscription: undefined while asked, null when none, 'failed' when payments did not answer. */
function useSchoolSubscription(): SubscriptionView | null | undefined | 'failed' {
  const [subscription, setSubscription] = useState<SubscriptionView | null | undefined | 'failed'>(undefined);
  useEffect(() => {
    paymentApi.currentSubscription().then(
      (answer) => setSubscription(answer.subscription),
      () => setSubscription('failed'),
    );
  }, []);
  return subscription;
}

/**
 * The institutional purchase at /schools: a registered school's admin picks the small or large
 * organization plan, monthly or yearly (a trial shows with its end date and can be turned into a plan).
 */
export function SchoolPlans() {
  const { t } = useTranslation();
  const { catalogue } = usePaymentCatalogue();
  const answer = useSchoolSubscription();
  if (answer === undefined) return <Spinner />;
  // Payments not answering: the plans still show; buying asks again.
  const subscription = answer === 'failed' ? null : answer;
  const paid = subscription && subscription.status !== 'trialing' && subscription.status !== 'canceled';
  return (
    <section aria-label={t('schoolPlans.title')}>
      {subscription && <SchoolPlanNotice subscription={subscription} />}
      {!paid && (
        <>
          <p>{t('schoolPlans.intro')}</p>
          <Cards>
            {SCHOOL_PLANS.map(({ plan, title, students }) => (
              <SubscriptionCard
                key={plan}
                plan={plan}
                title={t(title)}
                features={[students, 'schoolPlans.bothCourses', 'schoolPlans.teachers']}
                catalogue={catalogue}
                action="buy"
              />
            ))}
          </Cards>
        </>
      )}
    </section>
  );
}

/** On the organization's pages: the school's plan (or trial, with its end), or the way to buy one. */
export function SchoolPlanStatus() {
  const { t } = useTranslation();
  const subscription = useSchoolSubscription();
  if (subscription === undefined || subscription === 'failed') return null;
  if (subscription) return <SchoolPlanNotice subscription={subscription} offerPlans />;
  return (
    <Notice role="status">
      {t('schoolPlans.none')} <LocaleLink to="schools">{t('schoolPlans.choose')}</LocaleLink>
    </Notice>
  );
}
