import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  authApi,
  Button,
  localePath,
  LocaleLink,
  useGoogleLogin,
  useLng,
  useSession,
} from '@pylands/shared-ui';
import { CredentialsForm } from './CredentialsForm';

const GoogleRow = styled.div`
  display: grid;
  margin: 4px 0 16px;
`;

/** `?google=` set by the Google callback when it could not sign the family in. */
const GOOGLE_NOTICES = { failed: 'auth.googleFailed', unavailable: 'auth.googleUnavailable' } as const;

export function LoginPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setUser = useSession((s) => s.setUser);
  // No Google button where Google is not configured: it could only lead to "not available".
  const googleConfigured = useGoogleLogin();
  const google = params.get('google');
  const notice = google === 'failed' || google === 'unavailable' ? GOOGLE_NOTICES[google] : null;
  return (
    <CredentialsForm
      title={t('auth.logInTitle')}
      intro={notice ? <span role="alert">{t(notice)}</span> : undefined}
      submitLabel={t('auth.logInSubmit')}
      newPassword={false}
      onSubmit={async (credentials) => {
        const user = await authApi.login(credentials);
        setUser(user);
        navigate(localePath(lng, user.student_id ? '' : 'profile/students'));
      }}
      footer={
        <>
          {googleConfigured && (
            <GoogleRow>
              <Button as="a" href={authApi.googleAuthorizeUrl(lng)} $variant="secondary">
                {t('header.logInWithGoogle')}
              </Button>
            </GoogleRow>
          )}
          <LocaleLink to="forgot-password">{t('auth.forgotLink')}</LocaleLink>
          <br />
          {t('auth.noAccount')} <LocaleLink to="signup">{t('header.signUp')}</LocaleLink>
        </>
      }
    />
  );
}
