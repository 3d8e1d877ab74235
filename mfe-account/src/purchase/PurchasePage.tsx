import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { rolesOf } from '@pylands/contracts';
import {
  COURSE_OPTIONS,
  LocaleLink,
  Page,
  PageTitle,
  priceOf,
  SubscriptionCard,
  usePaymentCatalogue,
  useSession,
} from '@pylands/shared-ui';
import { Muted, Panel } from '../panel-styles';
import { CourseCard } from './CourseCard';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 20px;
  margin: 20px 0;
`;

/**
 * /purchase (doc 1 §1, §2): the two courses and the parent subscription with the server's prices,
 * what a child gets, and the renewal and refund terms in plain words before anyone pays.
 */
export function PurchasePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const roles = rolesOf(user);
  const { catalogue, failed } = usePaymentCatalogue();
  const action = roles.anonymous ? 'signup' : roles.parent ? 'buy' : 'none';

  return (
    <Page style={{ maxWidth: 1100 }}>
      <PageTitle>{t('purchase.title')}</PageTitle>
      <p>{t('purchase.intro')}</p>
      {roles.parentStudent && <Panel role="note">{t('purchase.askParent')}</Panel>}
      {roles.organizationUser && (
        <Panel role="note">
          {t('purchase.forSchools')} <LocaleLink to="schools">{t('purchase.toSchools')}</LocaleLink>
        </Panel>
      )}
      {failed && <p role="alert">{t('purchase.pricesFailed')}</p>}
      <Cards>
        {COURSE_OPTIONS.map((option) => (
          <CourseCard
            key={option.value}
            option={option}
            price={priceOf(catalogue, option.planKey)}
            action={action}
          />
        ))}
        <SubscriptionCard
          plan="parent"
          title={t('purchase.parentPlan')}
          features={[
            'purchase.parentFeature.students',
            'purchase.parentFeature.courses',
            'purchase.parentFeature.attempts',
          ]}
          catalogue={catalogue}
          action={action}
        />
      </Cards>
      <Panel aria-labelledby="child-gets">
        <h2 id="child-gets">{t('purchase.childGets.title')}</h2>
        <ul>
          <li>{t('purchase.childGets.levels')}</li>
          <li>{t('purchase.childGets.attempts')}</li>
          <li>{t('purchase.childGets.certificate')}</li>
          <li>{t('purchase.childGets.free')}</li>
        </ul>
      </Panel>
      <Muted>
        {t('purchase.terms')} <LocaleLink to="refund-policy">{t('purchase.refundPolicy')}</LocaleLink>
      </Muted>
    </Page>
  );
}
