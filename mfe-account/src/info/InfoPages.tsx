import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LocaleLink, Page, PageTitle, type TranslationKey } from '@pylands/shared-ui';

const Body = styled.article`
  max-width: 760px;
  line-height: 1.6;
  h2 {
    font-size: 1.2rem;
    margin: 28px 0 8px;
  }
`;

/** Our own policy text from en.json: lines starting with "## " are headings, others paragraphs. */
function LegalText({ textKey }: { textKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Body>
      {t(textKey)
        .split('\n')
        .map((line, index) =>
          line.startsWith('## ') ? <h2 key={index}>{line.slice(3)}</h2> : <p key={index}>{line}</p>,
        )}
      <p>
        <small>{t('legal.updated')}</small>
      </p>
    </Body>
  );
}

export function TosPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('page.tos')}</PageTitle>
      <LegalText textKey="legal.tos" />
    </Page>
  );
}

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('page.privacy')}</PageTitle>
      <LegalText textKey="legal.privacy" />
    </Page>
  );
}

/** Refund rules of doc 1 §1, with the button to the billing page. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('page.refundPolicy')}</PageTitle>
      <LegalText textKey="legal.refund" />
      <Button as={LocaleLink} to="profile/billing">
        {t('legal.toBilling')}
      </Button>
    </Page>
  );
}

/** Where the unsubscribe link of an email leads. */
export function UnsubscribedPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('unsubscribed.title')}</PageTitle>
      <Body>
        <p>{t('unsubscribed.text')}</p>
      </Body>
      <Button as={LocaleLink} to="">
        {t('unsubscribed.home')}
      </Button>
    </Page>
  );
}
