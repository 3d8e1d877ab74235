import { useTranslation } from 'react-i18next';
import { formatDate, Table, useLng } from '@pylands/shared-ui';
import { Muted, Panel } from '../panel-styles';
import { usePlanLabel } from '../purchase/plan-label';
import type { BillingData } from './useBilling';

/** Refund requests and where each stands (requested, approved, rejected, paid out), with the policy's timings. */
export function RefundsSection({ data }: { data: BillingData }) {
  const { t } = useTranslation();
  const lng = useLng();
  const planLabel = usePlanLabel();
  if (data.refunds.length === 0) return null;
  const whatOf = (purchaseId: string) => {
    const course = data.purchases.find((purchase) => purchase.purchase_id === purchaseId);
    if (course) return planLabel(course.plan_name);
    const subscription = data.subscriptions.find((row) => row.purchase_id === purchaseId);
    return subscription ? planLabel(subscription.plan_name) : t('billing.subscriptionPayment');
  };
  return (
    <Panel aria-labelledby="refunds">
      <h2 id="refunds">{t('billing.refunds')}</h2>
      <Table>
        <thead>
          <tr>
            <th>{t('billing.refundFor')}</th>
            <th>{t('billing.date')}</th>
            <th>{t('billing.refundReasonShort')}</th>
            <th>{t('billing.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.refunds.map((refund) => (
            <tr key={refund.refund_id} data-testid="refund-row">
              <td>{whatOf(refund.purchase_id)}</td>
              <td>{formatDate(lng, refund.requested_at, 'long')}</td>
              <td>{refund.reason}</td>
              <td>
                <strong>{t(`billing.refundStatus.${refund.status}`)}</strong>
                <Muted style={{ margin: 0 }}>
                  {t(`billing.refundNote.${refund.status}`, {
                    date: refund.paid_out_at ? formatDate(lng, refund.paid_out_at, 'long') : '',
                  })}
                </Muted>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}
