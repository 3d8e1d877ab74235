import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { BulkCreateStudentsResponse } from '@pylands/contracts';
import { Button, organizationApi, useLocalePath } from '@pylands/shared-ui';
import { Actions, Table, useLoad } from '../ui';

/**
 * Printing prints only the cards: they are rendered straight under <body> (a portal), so every
 * other child of <body> (the app: menus, sidebar, forms, the on-screen table) is left out and no
 * blank pages follow. Black on white.
 */
const PrintOnlyCards = createGlobalStyle`
  @media print {
    html,
    body {
      background: #fff !important;
    }
    body > *:not([data-print-cards]) {
      display: none !important;
    }
  }
`;

const Section = styled.section`
  h3 {
    /* Scrolled to below the fixed header. */
    scroll-margin-top: 80px;
  }
  h3:focus {
    outline: 3px solid ${(p) => p.theme.colors.info};
    outline-offset: 4px;
  }
`;

/** The handout: hidden on screen, one card per student on paper, never split across pages. */
const Cards = styled.ul`
  display: none;
  @media print {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px;
    list-style: none;
    margin: 0;
    padding: 8px;
    color: #000;
    background: #fff;
    font-family: system-ui, sans-serif;
  }
`;

const Card = styled.li`
  border: 2px dashed #000;
  border-radius: 8px;
  padding: 12px 14px;
  break-inside: avoid;
  font-size: 12pt;
  line-height: 1.5;
  small,
  strong {
    display: block;
  }
  strong {
    font-size: 14pt;
  }
  code {
    font-size: 13pt;
    font-weight: 700;
  }
`;

/**
 * The one-time passwords after a bulk create: focused and scrolled to at once (they appear below
 * the preview), shown as a table on screen and printed as one cut-out card per student.
 */
export function LoginCards({ created }: { created: BulkCreateStudentsResponse }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const withLng = useLocalePath();
  const { data: organization } = useLoad(() => organizationApi.current(), []);
  const loginLink = organization
    ? `${window.location.origin}${withLng(`login-org/${organization.slug}`)}`
    : null;
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [created]);
  return (
    <Section aria-labelledby="bulk-logins-heading">
      <PrintOnlyCards />
      <h3 id="bulk-logins-heading" ref={heading} tabIndex={-1}>
        {t('org.bulk.credentials')}
      </h3>
      <p>{t('org.bulk.once')}</p>
      {loginLink && <p>{t('org.bulk.loginAt', { link: loginLink })}</p>}
      <Actions>
        <Button type="button" onClick={() => window.print()}>
          {t('org.bulk.print')}
        </Button>
      </Actions>
      <Table aria-label={t('org.bulk.credentials')}>
        <thead>
          <tr>
            <th>{t('org.students.name')}</th>
            <th>{t('org.students.username')}</th>
            <th>{t('org.password')}</th>
          </tr>
        </thead>
        <tbody>
          {created.rows.map((row) => (
            <tr key={row.row}>
              <td>{row.name}</td>
              <td>{row.username}</td>
              <td>{row.password}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {createPortal(
        <Cards data-print-cards aria-label={t('org.bulk.cards')}>
          {created.rows.map((row) => (
            <Card key={row.row} data-testid="login-card">
              {organization && <small>{organization.name}</small>}
              <strong>{row.name || row.username}</strong>
              {t('org.students.username')}: <code>{row.username}</code>
              <br />
              {t('org.password')}: <code>{row.password}</code>
              {loginLink && (
                <>
                  <br />
                  {t('org.bulk.cardLogin')}: {loginLink}
                </>
              )}
            </Card>
          ))}
        </Cards>,
        document.body,
      )}
    </Section>
  );
}
