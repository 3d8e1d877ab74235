import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@pylands/contracts';
import { Button, formatDate, formatMoney, useLng } from '@pylands/shared-ui';
import { Muted, Panel } from '../panel-styles';
import { usePlanLabel } from '../purchase/plan-label';
import { CancelDialog } from './CancelDialog';
import { UpgradePlanModal } from './UpgradePlanModal';
import type { BillingData } from './useBilling';

function Subscription({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionView;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const planLabel = usePlanLabel();
  const [open, setOpen] = useState<'cancel' | 'upgrade' | null>(null);
  const end = subscription.current_period_end
    ? formatDate(lng, subscription.current_period_end, 'long')
    : null;
  const payment = subscription.last_payment;
  const students =
    subscription.students_limit === null
      ? t('billing.studentsUnlimited')
      : t('billing.studentsUpTo', { count: subscription.students_limit });
  return (
    <div aria-label={planLabel(subscription.plan_name)} role="group">
      <h3>{planLabel(subscription.plan_name)}</h3>
      <p>
        {students}
        {payment &&
          ` · ${t(payment.paid_at ? 'billing.lastPaymentOn' : 'billing.lastPayment', {
            price: formatMoney(payment.amount_minor, payment.currency, lng),
            date: payment.paid_at ? formatDate(lng, payment.paid_at, 'long') : '',
          })}`}
      </p>
      {subscription.status === 'trialing' && end && <p>{t('billing.trialEnds', { date: end })}</p>}
      {subscription.status === 'active' && end && <p>{t('billing.renewsOn', { date: end })}</p>}
      {subscription.status === 'past_due' && <p role="alert">{t('billing.pastDue')}</p>}
      {subscription.status !== 'trialing' && (
        <>
          <Button $variant="secondary" onClick={() => setOpen('upgrade')}>
            {t('billing.changePlan')}
          </Button>{' '}
          <Button $variant="ghost" onClick={() => setOpen('cancel')}>
            {t('billing.cancel')}
          </Button>
        </>
      )}
      {open === 'cancel' && (
        <CancelDialog
          subscription={subscription}
          onClose={() => setOpen(null)}
          onCanceled={() => {
            setOpen(null);
            onChanged();
          }}
        />
      )}
      {open === 'upgrade' && (
        <UpgradePlanModal
          current={subscription}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/** The current plan: the subscription (with its renewal or trial end), or none, and the courses held. */
export function SubscriptionSection({ data, onChanged }: { data: BillingData; onChanged: () => void }) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const owned = [
    ...new Set(
      data.purchases.filter((purchase) => purchase.status === 'active').map((p) => planLabel(p.plan_name)),
    ),
  ];
  return (
    <Panel aria-labelledby="current-plan">
      <h2 id="current-plan">{t('billing.currentPlan')}</h2>
      {data.subscriptions.length === 0 && <p>{t('billing.noSubscription')}</p>}
      {data.subscriptions.map((subscription) => (
        <Subscription key={subscription.purchase_id} subscription={subscription} onChanged={onChanged} />
      ))}
      {owned.length > 0 && <p>{t('billing.coursesOwned', { list: owned.join(', ') })}</p>}
      {data.subscriptions.length === 0 && owned.length === 0 && <Muted>{t('billing.freeChapters')}</Muted>}
    </Panel>
  );
}
