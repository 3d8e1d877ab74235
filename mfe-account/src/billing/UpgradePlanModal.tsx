import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_NAMES, type PlanName, type SubscriptionView } from '@pylands/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  formatDate,
  formatMoney,
  paymentApi,
  priceOf,
  Spinner,
  useLng,
  usePaymentCatalogue,
} from '@pylands/shared-ui';
import { usePlanLabel } from '../purchase/plan-label';

/** How often, and how many times, the modal asks whether the change has arrived before closing anyway. */
const CHANGE_POLL_MS = 1000;
const CHANGE_ASKS = 30;

type Preview = Awaited<ReturnType<typeof paymentApi.previewUpgrade>>;

/** The other plans of the same tier (a parent: monthly ↔ yearly; a school: small or large too). */
function choicesFor(current: SubscriptionView): PlanName[] {
  const prefix = current.tier === 'parent' ? 'parent_' : 'organization_';
  return PLAN_NAMES.filter((name) => name.startsWith(prefix) && name !== current.plan_name);
}

/**
 * The upgrade-plan modal (doc 1 §2): pick a plan, see what `preview-subscription-upgrade` says is
 * charged now (prorated for the rest of the period) and when the next payment is, then confirm.
 */
export function UpgradePlanModal({
  current,
  onClose,
  onChanged,
}: {
  current: SubscriptionView;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const planLabel = usePlanLabel();
  const choices = choicesFor(current);
  const [target, setTarget] = useState<PlanName>(choices[0]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { catalogue } = usePaymentCatalogue();
  const next = priceOf(catalogue, target);

  useEffect(() => {
    let live = true;
    setPreview(null);
    setError(null);
    paymentApi.previewUpgrade(target).then(
      (answer) => live && setPreview(answer),
      () => live && setError(t('billing.previewFailed')),
    );
    return () => {
      live = false;
    };
  }, [target, t]);

  const confirm = async () => {
    setBusy(true);
    try {
      await paymentApi.upgrade(target);
      // Paddle's webhook moves our subscription to the new plan a moment later: wait for it.
      for (let ask = 0; ask < CHANGE_ASKS; ask++) {
        const { subscriptions } = await paymentApi.activeSubscriptions();
        if (subscriptions.some((subscription) => subscription.plan_name === target)) break;
        await new Promise((resolve) => setTimeout(resolve, CHANGE_POLL_MS));
      }
      onChanged();
    } catch {
      setError(t('billing.upgradeFailed'));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('billing.upgradeTitle')} onClose={onClose} width={520}>
      <p>{t('billing.upgradeFrom', { plan: planLabel(current.plan_name) })}</p>
      <label>
        {t('billing.upgradeTo')}{' '}
        <select value={target} onChange={(event) => setTarget(event.target.value as PlanName)}>
          {choices.map((name) => (
            <option key={name} value={name}>
              {planLabel(name)}
            </option>
          ))}
        </select>
      </label>
      {!preview && !error && <Spinner />}
      {preview && (
        <p role="status">
          {t('billing.upgradeCharge', { price: formatMoney(preview.amount_minor, preview.currency, lng) })}
          {preview.next_billed_at &&
            next?.interval &&
            ` ${t('billing.upgradeNext', {
              date: formatDate(lng, preview.next_billed_at, 'long'),
              price: t(`purchase.per.${next.interval}`, {
                price: formatMoney(next.amount_minor, next.currency, lng),
              }),
            })}`}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!preview || busy} onClick={() => void confirm()}>
          {busy ? t('billing.upgrading') : t('billing.upgradeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
