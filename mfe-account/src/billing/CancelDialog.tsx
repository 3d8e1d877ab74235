import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@pylands/contracts';
import { Button, Dialog, DialogActions, formatMoney, paymentApi, useLng } from '@pylands/shared-ui';
import { usePlanLabel } from '../purchase/plan-label';

/** Cancel (doc 1 §1): at once, and the last payment is refunded; said before the parent confirms. */
export function CancelDialog({
  subscription,
  onClose,
  onCanceled,
}: {
  subscription: SubscriptionView;
  onClose: () => void;
  onCanceled: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const planLabel = usePlanLabel();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payment = subscription.last_payment;
  const cancel = async () => {
    setBusy(true);
    try {
      await paymentApi.cancelSubscription(subscription.purchase_id);
      onCanceled();
    } catch {
      setError(t('billing.cancelFailed'));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('billing.cancelTitle', { plan: planLabel(subscription.plan_name) })}
      onClose={onClose}
      width={560}
    >
      <p>{t('billing.cancelNow')}</p>
      {payment && (
        <p>
          {t('billing.cancelRefund', { price: formatMoney(payment.amount_minor, payment.currency, lng) })}
        </p>
      )}
      <p>{t('billing.refundTiming')}</p>
      {error && <p role="alert">{error}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('billing.keep')}
        </Button>
        <Button $variant="danger" disabled={busy} onClick={() => void cancel()}>
          {t('billing.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
