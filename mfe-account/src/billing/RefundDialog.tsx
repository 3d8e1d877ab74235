import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePurchase, RefundEligibility } from '@pylands/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  formatDate,
  FormField,
  paymentApi,
  Spinner,
  useLng,
} from '@pylands/shared-ui';
import { usePlanLabel } from '../purchase/plan-label';

/** Asks refund-eligibility first, then takes the reason and sends request-refund. */
export function RefundDialog({
  purchase,
  onClose,
  onRequested,
}: {
  purchase: CoursePurchase;
  onClose: () => void;
  onRequested: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const planLabel = usePlanLabel();
  const [eligibility, setEligibility] = useState<RefundEligibility | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    paymentApi
      .refundEligibility(purchase.purchase_id)
      .then(setEligibility, () => setError(t('billing.refundFailed')));
  }, [purchase.purchase_id, t]);

  const request = async () => {
    if (!reason.trim()) {
      setError(t('billing.refundReasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await paymentApi.requestRefund(purchase.purchase_id, reason.trim());
      onRequested();
    } catch {
      setError(t('billing.refundFailed'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('billing.refundTitle', { plan: planLabel(purchase.plan_name) })}
      onClose={onClose}
      width={520}
    >
      {!eligibility && !error && <Spinner />}
      {eligibility && !eligibility.eligible && (
        <p role="alert">{eligibility.reason ?? t('billing.notEligible')}</p>
      )}
      {eligibility?.eligible && (
        <>
          {eligibility.deadline && (
            <p>{t('billing.refundUntil', { date: formatDate(lng, eligibility.deadline, 'long') })}</p>
          )}
          <p>{t('billing.refundTiming')}</p>
          <FormField>
            {t('billing.refundReason')}
            <textarea
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {eligibility?.eligible && (
          <Button disabled={busy} onClick={() => void request()}>
            {t('billing.refundSend')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
