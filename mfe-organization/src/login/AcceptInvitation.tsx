import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InvitationDetails } from '@pylands/contracts';
import { organizationApi, Page, PageTitle, Spinner, useLocalePath, useSession } from '@pylands/shared-ui';
import { PasswordField } from './PasswordField';
import { Field, FormError, Notice, SubmitButton, useSubmit } from '../ui';

/** login-org?invitation=…: names the school and the invited email, then the teacher chooses a name and password. */
export function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const [details, setDetails] = useState<InvitationDetails | null | undefined>(undefined);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    let live = true;
    organizationApi.invitation(token).then(
      (answer) => live && setDetails(answer),
      () => live && setDetails(null),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const accept = useSubmit(async () => {
    await organizationApi.acceptInvitation({ token, name: name.trim(), password });
    await loadCurrentUser();
    navigate(to('organization/classes'));
  });

  if (details === undefined) return <Spinner />;
  return (
    <Page style={{ maxWidth: 440 }}>
      <PageTitle>
        {details
          ? t('org.invitation.titleSchool', { school: details.organization.name })
          : t('org.invitation.title')}
      </PageTitle>
      {details ? (
        <p>{t('org.invitation.forEmail', { email: details.email })}</p>
      ) : (
        <Notice role="alert">{t('org.invitation.invalid')}</Notice>
      )}
      {details && (
        <form onSubmit={accept.onSubmit}>
          <Field>
            {t('org.teachers.name')}
            <input value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
          </Field>
          <PasswordField value={password} onChange={setPassword} isNew />
          {accept.error && <FormError role="alert">{accept.error}</FormError>}
          <SubmitButton busy={accept.busy}>{t('org.invitation.accept')}</SubmitButton>
        </form>
      )}
    </Page>
  );
}
