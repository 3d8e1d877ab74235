import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LocaleLink } from '@pylands/shared-ui';
import { FormError, SubmitButton } from '../ui';
import { LoginLinkField } from './LoginLinkField';
import { TextField } from './TextField';
import { useSchoolRegistration, type Registered } from './useSchoolRegistration';

const Section = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 16px 18px 4px;
  margin: 0 0 18px;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

/** The school, its login link name and the administrator's account, in one form. */
export function SchoolRegistrationForm({
  account,
  onRegistered,
}: {
  /** A signed-in parent registers with their own account: no email or password asked. */
  account: { email: string } | null;
  onRegistered(registered: Registered): void;
}) {
  const { t } = useTranslation();
  const form = useSchoolRegistration(account, onRegistered);
  const { values, set, problems } = form;
  const say = (field: keyof typeof problems) => (problems[field] ? t(problems[field]) : null);
  /** What every text field of the form takes from its state: name, value, change and problem. */
  const bind = (field: 'name' | 'adminName' | 'email' | 'password') => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field)(e.target.value),
    problem: say(field),
  });
  return (
    <form ref={form.formRef} onSubmit={(e) => void form.onSubmit(e)} noValidate style={{ maxWidth: 560 }}>
      <Section>
        <legend>{t('org.schools.schoolSection')}</legend>
        <TextField
          {...bind('name')}
          label={t('org.details.name')}
          maxLength={120}
          autoComplete="organization"
        />
        <LoginLinkField
          value={values.slug}
          onChange={set('slug')}
          availability={form.availability}
          problem={say('slug')}
          liveRule={form.slugShown}
        />
      </Section>
      <Section>
        <legend>{t('org.schools.adminSection')}</legend>
        {account && <p>{t('org.schools.signedInAs', { email: account.email })}</p>}
        <TextField
          {...bind('adminName')}
          label={t('org.schools.adminName')}
          hint={t('org.schools.adminNameHelp')}
          maxLength={120}
          autoComplete="name"
        />
        {!account && (
          <>
            <TextField
              {...bind('email')}
              type="email"
              label={t('org.email')}
              hint={t('org.schools.emailHelp')}
              autoComplete="email"
            />
            {problems.email === 'org.schools.emailTaken' && (
              <p>
                <LocaleLink to="login">{t('org.schools.logInFirst')}</LocaleLink>
              </p>
            )}
            <TextField
              {...bind('password')}
              type="password"
              label={t('org.password')}
              hint={t('validation.passwordLength')}
              autoComplete="new-password"
            />
          </>
        )}
      </Section>
      {problems.form && (
        <FormError role="alert" tabIndex={-1} data-name="form-error">
          {t(problems.form)}
        </FormError>
      )}
      <SubmitButton busy={form.busy}>{t('org.schools.submit')}</SubmitButton>
    </form>
  );
}
