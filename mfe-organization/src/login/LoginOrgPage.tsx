import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { organizationApi, Page, PageTitle, useLocalePath, useSession } from '@pylands/shared-ui';
import { Field, FormError, SubmitButton, useSubmit } from '../ui';

/**
 * login-org and login-org/{organizationSlug}: students sign in with their username, staff with
 * their email. With `?invitation=` an invited teacher chooses a name and password instead.
 */
export function LoginOrgPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { organizationSlug } = useParams();
  const [search] = useSearchParams();
  const invitation = search.get('invitation');
  const setUser = useSession((s) => s.setUser);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const [slug, setSlug] = useState(organizationSlug ?? '');
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  const login = useSubmit(async () => {
    const user = await organizationApi.loginOrg({
      organization_slug: slug.trim() || undefined,
      username: username.trim(),
      password,
    });
    setUser(user);
    navigate(user.is_student ? to('') : to('organization/classes'));
  });
  const accept = useSubmit(async () => {
    await organizationApi.acceptInvitation({ token: invitation ?? '', name: name.trim(), password });
    await loadCurrentUser();
    navigate(to('organization/classes'));
  });

  if (invitation) {
    return (
      <Page style={{ maxWidth: 440 }}>
        <PageTitle>{t('org.invitation.title')}</PageTitle>
        <form onSubmit={accept.onSubmit}>
          <Field>
            {t('org.teachers.name')}
            <input value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
          </Field>
          <Field>
            {t('org.password')}
            <input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              minLength={8}
              autoComplete="new-password"
            />
          </Field>
          {accept.error && <FormError role="alert">{accept.error}</FormError>}
          <SubmitButton busy={accept.busy}>{t('org.invitation.accept')}</SubmitButton>
        </form>
      </Page>
    );
  }
  return (
    <Page style={{ maxWidth: 440 }}>
      <PageTitle>{t('page.loginOrg')}</PageTitle>
      <form onSubmit={login.onSubmit}>
        {!organizationSlug && (
          <Field>
            {t('org.login.slug')}
            <input
              value={slug}
              onChange={(e) => setSlug(e.target.value.toLowerCase())}
              autoComplete="organization"
            />
          </Field>
        )}
        <Field>
          {t('org.login.username')}
          <input
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoComplete="username"
          />
        </Field>
        <Field>
          {t('org.password')}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoComplete="current-password"
          />
        </Field>
        {login.error && <FormError role="alert">{login.error}</FormError>}
        <SubmitButton busy={login.busy}>{t('org.login.submit')}</SubmitButton>
      </form>
    </Page>
  );
}
