import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  authApi,
  localePath,
  LocaleLink,
  Spinner,
  trafficSource,
  useLng,
  useSession,
} from '@pylands/shared-ui';
import { Card, FormError } from './AuthForm';
import { CredentialsForm } from './CredentialsForm';
import type { SignedUpState } from './signed-up-state';
import { WeeklyReportCheck } from './WeeklyReportCheck';

/**
 * signup, and signup?token from the emailed link (the email is the link's and counts as verified).
 * Without a link, a confirmation email follows.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const setUser = useSession((s) => s.setUser);
  const [linkEmail, setLinkEmail] = useState<string | null | undefined>(token ? undefined : null);
  const [weeklyReport, setWeeklyReport] = useState(false);

  useEffect(() => {
    if (!token) return;
    authApi.emailFromToken(token).then(
      (answer) => setLinkEmail(answer.email),
      () => setLinkEmail(null),
    );
  }, [token]);

  if (token && linkEmail === undefined) return <Spinner />;
  if (token && linkEmail === null) {
    return (
      <Card>
        <h1>{t('auth.signUpTitle')}</h1>
        <FormError role="alert">{t('auth.linkInvalid')}</FormError>
        <LocaleLink to="signup">{t('auth.requestNewLink')}</LocaleLink>
      </Card>
    );
  }
  return (
    <CredentialsForm
      title={t('auth.signUpTitle')}
      intro={
        // The 13-or-older rule once: the intro says it; a link's sign-up names the email first.
        linkEmail ? (
          <>
            {t('auth.fromLink', { email: linkEmail })}
            <br />
            <small>{t('auth.ageRule')}</small>
          </>
        ) : (
          t('auth.signUpIntro')
        )
      }
      submitLabel={t('auth.signUpSubmit')}
      newPassword
      fixedEmail={linkEmail ?? undefined}
      extraFields={
        <WeeklyReportCheck
          checked={weeklyReport}
          onChange={setWeeklyReport}
          hint={t('weeklyReport.signupHint')}
        />
      }
      onSubmit={async (credentials) => {
        const user = await authApi.signup(
          {
            email: linkEmail ? undefined : credentials.email,
            password: credentials.password,
            traffic_source: trafficSource() ?? undefined,
            language: lng,
            weekly_report: weeklyReport,
          },
          linkEmail ? token : undefined,
        );
        setUser(user);
        // Without a link a confirmation email went out: the next page says where.
        const state: SignedUpState | undefined = linkEmail ? undefined : { confirmationSentTo: user.email };
        navigate(localePath(lng, 'profile/students/add'), { state });
      }}
      footer={
        <>
          {t('auth.haveAccount')} <LocaleLink to="login">{t('header.logIn')}</LocaleLink>
          <br />
          {/* Schools register on their own page, not as a parent account (issue 20). */}
          {t('auth.forSchools')} <LocaleLink to="schools">{t('auth.registerSchool')}</LocaleLink>
        </>
      }
    />
  );
}
