import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePurchase, Student } from '@pylands/contracts';
import { Button, formatDate, formatMoney, profileApi, Table, useLng } from '@pylands/shared-ui';
import { Muted, Panel } from '../panel-styles';
import { usePlanLabel } from '../purchase/plan-label';
import { RefundDialog } from './RefundDialog';
import type { BillingData } from './useBilling';

/** A parent's course purchases with their receipts (date, amount), the child who has each, and refunds. */
export function PurchasesSection({ data, onChanged }: { data: BillingData; onChanged: () => void }) {
  const { t } = useTranslation();
  const lng = useLng();
  const planLabel = usePlanLabel();
  const [students, setStudents] = useState<Student[]>([]);
  const [refunding, setRefunding] = useState<CoursePurchase | null>(null);
  useEffect(() => {
    profileApi.students().then(setStudents, () => undefined);
  }, []);
  const nameOf = (id: string | null) =>
    id ? (students.find((student) => String(student.id) === id)?.username ?? '…') : t('billing.notGiven');
  const openRefund = new Set(
    data.refunds.filter((refund) => refund.status === 'requested').map((refund) => refund.purchase_id),
  );

  return (
    <Panel aria-labelledby="purchases">
      <h2 id="purchases">{t('billing.purchases')}</h2>
      {data.purchases.length === 0 ? (
        <Muted>{t('billing.noPurchases')}</Muted>
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t('billing.course')}</th>
              <th>{t('billing.student')}</th>
              <th>{t('billing.date')}</th>
              <th>{t('billing.amount')}</th>
              <th>{t('billing.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.purchases.map((purchase) => (
              <tr key={purchase.purchase_id}>
                <td>{planLabel(purchase.plan_name)}</td>
                <td>{nameOf(purchase.student_id)}</td>
                <td>{formatDate(lng, purchase.purchased_at, 'long')}</td>
                <td>{formatMoney(purchase.amount_minor, purchase.currency, lng)}</td>
                <td>{t(`billing.purchaseStatus.${purchase.status}`)}</td>
                <td>
                  {purchase.status === 'active' && !openRefund.has(purchase.purchase_id) && (
                    <Button $small $variant="ghost" onClick={() => setRefunding(purchase)}>
                      {t('billing.askRefund')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {refunding && (
        <RefundDialog
          purchase={refunding}
          onClose={() => setRefunding(null)}
          onRequested={() => {
            setRefunding(null);
            onChanged();
          }}
        />
      )}
    </Panel>
  );
}
