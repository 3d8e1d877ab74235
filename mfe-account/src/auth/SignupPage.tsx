import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@pylands/contracts';
import { api, localePath, LocaleLink, useLng, useSession } from '@pylands/shared-ui';
import { CredentialsForm } from './CredentialsForm';

export function SignupPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  return (
    <CredentialsForm
      title={t('auth.signUpTitle')}
      intro={t('auth.signUpIntro')}
      submitLabel={t('auth.signUpSubmit')}
      newPassword
      onSubmit={async (credentials) => {
        const user = await api.post<CurrentUser>('auth/signup', credentials);
        setUser(user);
        navigate(localePath(lng, 'profile/students/add'));
      }}
      footer={
        <>
          {t('auth.haveAccount')} <LocaleLink to="login">{t('header.logIn')}</LocaleLink>
        </>
      }
    />
  );
}
