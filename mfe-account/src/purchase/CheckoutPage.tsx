import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  COURSE_OF_PLAN,
  planNameSchema,
  rolesOf,
  type CoursePlanKey,
  type PlanName,
} from '@pylands/contracts';
import {
  Button,
  courseOption,
  apiMessageText,
  formatMoney,
  LocaleLink,
  Page,
  PageTitle,
  paymentApi,
  priceOf,
  Spinner,
  useLng,
  usePaymentCatalogue,
  useSession,
} from '@pylands/shared-ui';
import { Muted, Panel } from '../panel-styles';
import { CheckoutDone } from './CheckoutDone';
import { openCheckout, purchasesBefore } from './open-checkout';
import { usePlanLabel } from './plan-label';

/**
 * /checkout?plan=…: what is bought, its price and renewal, then the payment (Paddle's overlay, or
 * the local checkout page). Back with `paid=1`, it waits for the grant (CheckoutDone).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const { catalogue, failed } = usePaymentCatalogue();
  const planLabel = usePlanLabel();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = planNameSchema.safeParse(params.get('plan'));
  const roles = rolesOf(user);

  if (!parsed.success) {
    return (
      <Page>
        <PageTitle>{t('page.checkout')}</PageTitle>
        <p>{t('checkout.noPlan')}</p>
        <Button as={LocaleLink} to="purchase">
          {t('checkout.seePlans')}
        </Button>
      </Page>
    );
  }
  const planName: PlanName = parsed.data;
  const price = priceOf(catalogue, planName);
  const isCourse = price?.kind === 'course' || planName in COURSE_OF_PLAN;
  const organizationPlan = planName.startsWith('organization_');
  const mayBuy = organizationPlan ? roles.admin : roles.parent;

  if (params.get('paid') === '1' && mayBuy) {
    return <CheckoutDone planName={planName} isCourse={isCourse} />;
  }

  const pay = async () => {
    if (!catalogue) return;
    setStarting(true);
    setError(null);
    try {
      if (isCourse) {
        const course = COURSE_OF_PLAN[planName as CoursePlanKey];
        const { purchases } = await paymentApi.allPurchases();
        purchasesBefore.save(purchases.filter((purchase) => purchase.course === course).length);
      }
      await openCheckout(catalogue, planName, `/${lng}/checkout?plan=${planName}&paid=1`);
    } catch (caught) {
      const message = (caught as { body?: { message?: unknown } }).body?.message;
      setError(typeof message === 'string' ? apiMessageText(t, message) : t('checkout.failed'));
      setStarting(false);
    }
  };

  let action;
  if (status !== 'signed-in' && status !== 'anonymous') action = <Spinner />;
  else if (status === 'anonymous')
    action = (
      <p>
        {t('checkout.signInFirst')} <LocaleLink to="signup">{t('header.signUp')}</LocaleLink> ·{' '}
        <LocaleLink to="login">{t('header.logIn')}</LocaleLink>
      </p>
    );
  else if (!mayBuy)
    action = <p role="note">{organizationPlan ? t('checkout.adminOnly') : t('checkout.parentOnly')}</p>;
  else
    action = (
      <Button disabled={!catalogue || starting} onClick={() => void pay()}>
        {starting
          ? t('checkout.opening')
          : t('checkout.pay', { price: price ? formatMoney(price.amount_minor, price.currency, lng) : '' })}
      </Button>
    );

  const option = isCourse ? courseOption(planName) : undefined;
  return (
    <Page style={{ maxWidth: 720 }}>
      <PageTitle>{t('page.checkout')}</PageTitle>
      <Panel aria-label={t('checkout.summary')}>
        <h2>{planLabel(planName)}</h2>
        {option && <p>{t(option.description)}</p>}
        {price && (
          <p>
            <strong>{formatMoney(price.amount_minor, price.currency, lng)}</strong>{' '}
            {price.interval ? t(`purchase.renews.${price.interval}`) : t('purchase.oncePrice')}
          </p>
        )}
        {isCourse && <Muted>{t('checkout.courseForOneChild')}</Muted>}
        {failed && <p role="alert">{t('purchase.pricesFailed')}</p>}
        {error && <p role="alert">{error}</p>}
        {action}
      </Panel>
      <Muted>
        {t('purchase.terms')} <LocaleLink to="refund-policy">{t('purchase.refundPolicy')}</LocaleLink>
      </Muted>
    </Page>
  );
}
