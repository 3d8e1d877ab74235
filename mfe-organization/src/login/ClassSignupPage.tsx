import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ClassByToken } from '@pylands/contracts';
import { organizationApi, Page, PageTitle, useLocalePath, useSession } from '@pylands/shared-ui';
import { PasswordField } from './PasswordField';
import { Field, FormError, SubmitButton, useLoad, useSubmit } from '../ui';

/** class-signup?token=…: a student joins the class of the link with a username and password. */
export function ClassSignupPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const setUser = useSession((s) => s.setUser);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { data, error } = useLoad<ClassByToken>(() => organizationApi.classByToken(token), [token]);
  const submit = useSubmit(async () => {
    setUser(await organizationApi.classTokenSignup({ token, username: username.trim(), password }));
    navigate(to(''));
  });
  return (
    <Page style={{ maxWidth: 440 }}>
      <PageTitle>{t('page.classSignup')}</PageTitle>
      {error && <FormError role="alert">{t('org.classSignup.invalid')}</FormError>}
      {data && (
        <form onSubmit={submit.onSubmit}>
          <p>{t('org.classSignup.intro', { className: data.name, organization: data.organization.name })}</p>
          <Field>
            {t('org.students.username')}
            <input
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
              minLength={3}
              maxLength={30}
            />
          </Field>
          <PasswordField value={password} onChange={setPassword} isNew />
          {submit.error && <FormError role="alert">{submit.error}</FormError>}
          <SubmitButton busy={submit.busy}>{t('org.classSignup.submit')}</SubmitButton>
        </form>
      )}
    </Page>
  );
}
