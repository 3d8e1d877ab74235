import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { organizationApi, Page, PageTitle, useLocalePath, useSession } from '@pylands/shared-ui';
import { PasswordField } from './PasswordField';
import { Field, FormError, Notice, SubmitButton, useSubmit } from '../ui';
import { AcceptInvitation } from './AcceptInvitation';
import { useSchoolName } from './useSchoolName';

/**
 * login-org and login-org/{organizationSlug}: students sign in with their username, staff with
 * their email; the page names the school of its link. With `?invitation=` an invited teacher
 * accepts instead (AcceptInvitation).
 */
export function LoginOrgPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { organizationSlug } = useParams();
  const [search] = useSearchParams();
  const invitation = search.get('invitation');
  const setUser = useSession((s) => s.setUser);
  const [slug, setSlug] = useState(organizationSlug ?? '');
  const [username, setUsername] = useState('');
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
  const school = useSchoolName(organizationSlug);

  if (invitation) return <AcceptInvitation token={invitation} />;
  return (
    <Page style={{ maxWidth: 440 }}>
      <PageTitle>
        {school.name ? t('org.login.title', { school: school.name }) : t('page.loginOrg')}
      </PageTitle>
      {school.unknown && <Notice role="alert">{t('org.login.unknown', { slug: organizationSlug })}</Notice>}
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
        <PasswordField value={password} onChange={setPassword} isNew={false} />
        {login.error && <FormError role="alert">{login.error}</FormError>}
        <SubmitButton busy={login.busy}>{t('org.login.submit')}</SubmitButton>
      </form>
    </Page>
  );
}
