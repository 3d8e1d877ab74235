import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi, localePath, LocaleLink, useLng, useSession } from '@pylands/shared-ui';
import { CredentialsForm } from './CredentialsForm';

export function LoginPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  return (
    <CredentialsForm
      title={t('auth.logInTitle')}
      submitLabel={t('auth.logInSubmit')}
      newPassword={false}
      onSubmit={async (credentials) => {
        const user = await authApi.login(credentials);
        setUser(user);
        navigate(localePath(lng, user.student_id ? '' : 'profile/students'));
      }}
      footer={
        <>
          <LocaleLink to="forgot-password">{t('auth.forgotLink')}</LocaleLink>
          <br />
          {t('auth.noAccount')} <LocaleLink to="signup">{t('header.signUp')}</LocaleLink>
        </>
      }
    />
  );
}
