import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LocaleLink, PageTitle, useLocalePath } from '@pylands/shared-ui';
import { Notice } from '../ui';
import type { Registered } from './useSchoolRegistration';

const Steps = styled.ol`
  display: grid;
  gap: 10px;
  padding-inline-start: 22px;
  li::marker {
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** After registration: where the confirmation went, then the school's first three tasks. */
export function NextSteps({ registered }: { registered: Registered }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, so a screen reader reads it first.
  useEffect(() => heading.current?.focus(), []);
  const link = `${window.location.origin}${to(`login-org/${registered.slug}`)}`;
  return (
    <section aria-labelledby="school-registered">
      <PageTitle id="school-registered" ref={heading} tabIndex={-1}>
        {t('org.schools.done.title', { school: registered.school })}
      </PageTitle>
      <Notice role="status">{t('org.schools.done.confirm', { email: registered.email })}</Notice>
      <p>
        {t('org.schools.done.loginLink')} <code>{link}</code>
      </p>
      <h2>{t('org.schools.done.next')}</h2>
      <Steps>
        <li>
          <LocaleLink to="organization/teachers">{t('org.schools.done.invite')}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="organization/classes/add">{t('org.schools.done.class')}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="organization/students/add">{t('org.schools.done.students')}</LocaleLink>
        </li>
      </Steps>
    </section>
  );
}
