import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Page, PageTitle } from '@pylands/shared-ui';
import { CREDIT_SECTIONS, LICENCE_TEXTS_URL, type Credit } from './credits';

const Body = styled.article`
  max-width: 760px;
  line-height: 1.6;
  h2 {
    font-size: 1.2rem;
    margin: 28px 0 8px;
  }
  ul {
    padding-inline-start: 20px;
    margin: 0;
  }
  li + li {
    margin-top: 10px;
  }
`;

const Meta = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.9rem;
`;

function CreditItem({ credit }: { credit: Credit }) {
  const { t } = useTranslation();
  return (
    <li>
      <a href={credit.url} target="_blank" rel="noreferrer noopener">
        {credit.name}
      </a>
      : {t(`credits.use.${credit.id}`)}
      <Meta>
        © {credit.holder} · {t('credits.licence', { licence: credit.licence })}
      </Meta>
    </li>
  );
}

/** Every third-party work in Pylands with its licence (the texts themselves are in /assets/LICENSES.md). */
export function CreditsPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('page.credits')}</PageTitle>
      <Body>
        <p>{t('credits.intro')}</p>
        {CREDIT_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`credits-${section.id}`}>
            <h2 id={`credits-${section.id}`}>{t(`credits.section.${section.id}`)}</h2>
            {section.credits.length > 0 && (
              <ul>
                {section.credits.map((credit) => (
                  <CreditItem key={credit.id} credit={credit} />
                ))}
              </ul>
            )}
            {section.id !== 'software' && <p>{t(`credits.note.${section.id}`)}</p>}
          </section>
        ))}
        <p>
          <a href={LICENCE_TEXTS_URL} target="_blank" rel="noreferrer noopener">
            {t('credits.fullTexts')}
          </a>
        </p>
      </Body>
    </Page>
  );
}
