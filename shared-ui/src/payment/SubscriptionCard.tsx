import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillingInterval, PaymentCatalogue, SubscriptionPlan } from '@pylands/contracts';
import { formatMoney } from './money';
import { priceOf } from './usePaymentCatalogue';
import { Button } from '../components/Button';
import type { TranslationKey } from '../i18n/i18n';
import { LocaleLink } from '../routing/LocaleLink';
import { useLng } from '../routing/locale-path';

/** A card of the purchase screens (a course, a plan). */
export const PlanCard = styled.article`
  display: grid;
  gap: 10px;
  align-content: start;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 16px;
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.2rem;
    min-height: 40px;
    display: flex;
    align-items: center;
    gap: 10px;
  }
  ul {
    margin: 0;
    padding-inline-start: 20px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export const PlanPrice = styled.p`
  margin: 4px 0 0;
  font-size: 1.5rem;
  font-weight: 800;
  small {
    display: block;
    font-size: 0.9rem;
    font-weight: 400;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  justify-self: start;
  label {
    padding: 6px 14px;
    border-radius: 999px;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    font-weight: 700;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;

/**
 * A subscription plan with its monthly / yearly choice: the price per period and, said plainly,
 * that it renews until cancelled. `to` is where the button goes for the chosen plan name.
 */
export function SubscriptionCard({
  plan,
  title,
  features,
  catalogue,
  action,
}: {
  plan: SubscriptionPlan;
  title: string;
  features: readonly TranslationKey[];
  catalogue: PaymentCatalogue | null;
  action: 'buy' | 'signup' | 'none';
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const [interval, setInterval] = useState<BillingInterval>('yearly');
  const price = priceOf(catalogue, `${plan}_${interval}`);
  return (
    <PlanCard aria-label={title}>
      <h2>{title}</h2>
      <Toggle role="radiogroup" aria-label={t('purchase.billedLabel')}>
        {(['monthly', 'yearly'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`interval-${plan}`}
              checked={interval === choice}
              onChange={() => setInterval(choice)}
            />
            {t(`purchase.interval.${choice}`)}
          </label>
        ))}
      </Toggle>
      <ul>
        {features.map((feature) => (
          <li key={feature}>{t(feature)}</li>
        ))}
      </ul>
      <PlanPrice>
        {price
          ? t(`purchase.per.${interval}`, { price: formatMoney(price.amount_minor, price.currency, lng) })
          : '…'}
        <small>{t(`purchase.renews.${interval}`)}</small>
      </PlanPrice>
      {/* A full page load to checkout: the gateway's checkout headers (Paddle.js, no isolation) apply. */}
      {action === 'buy' && (
        <Button as={LocaleLink} to={`checkout?plan=${plan}_${interval}`} reloadDocument>
          {t('purchase.subscribe', { plan: title })}
        </Button>
      )}
      {action === 'signup' && (
        <Button as={LocaleLink} to="signup">
          {t('purchase.signUpToBuy')}
        </Button>
      )}
    </PlanCard>
  );
}
