import { useTranslation } from 'react-i18next';
import { rolesOf } from '@pylands/contracts';
import { Button, LocaleLink, Page, PageTitle, Spinner, useSession } from '@pylands/shared-ui';
import { Muted, Panel } from '../panel-styles';
import { PurchasesSection } from './PurchasesSection';
import { RefundsSection } from './RefundsSection';
import { SubscriptionSection } from './SubscriptionSection';
import { useBilling } from './useBilling';

/**
 * profile/billing (doc 1 §2, §6 "Admin or parent: billing"): the current plan, the course
 * purchases and their receipts, cancel, change of plan with its prorated price, refunds and their
 * status. A parent's page in child mode sits behind the parental gate (route table).
 */
export function BillingPage() {
  const { t } = useTranslation();
  const roles = rolesOf(useSession((s) => s.user));
  const { data, failed, reload } = useBilling();
  const refresh = () => void reload();

  return (
    <Page style={{ maxWidth: 900 }}>
      <PageTitle>{t('page.billing')}</PageTitle>
      {failed && <p role="alert">{t('billing.failed')}</p>}
      {!data && !failed && <Spinner />}
      {data && (
        <>
          <SubscriptionSection data={data} onChanged={refresh} />
          {roles.parent && <PurchasesSection data={data} onChanged={refresh} />}
          <RefundsSection data={data} />
          <Panel>
            <h2>{t('billing.more')}</h2>
            <Muted>{roles.admin ? t('billing.refundTermsSchool') : t('billing.refundTerms')}</Muted>
            <Button as={LocaleLink} to={roles.admin ? 'schools' : 'purchase'} $variant="secondary">
              {roles.admin ? t('billing.seeSchoolPlans') : t('billing.seePlans')}
            </Button>{' '}
            <Button as={LocaleLink} to="refund-policy" $variant="ghost">
              {t('page.refundPolicy')}
            </Button>
          </Panel>
        </>
      )}
    </Page>
  );
}
