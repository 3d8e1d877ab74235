import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@pylands/contracts';
import { api, localePath, LocaleLink, useLng, useSession } from '@pylands/shared-ui';
import { Card, Field, FormError, SubmitButton, useSubmit } from './AuthForm';

export function SignupPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, onSubmit } = useSubmit(async () => {
    const user = await api.post<CurrentUser>('auth/signup', { email, password });
    setUser(user);
    navigate(localePath(lng, 'profile/students/add'));
  }, t('auth.failed'));

  return (
    <Card>
      <h1>{t('auth.signUpTitle')}</h1>
      <p>{t('auth.signUpIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        {error && <FormError role="alert">{error}</FormError>}
        <Field>
          {t('auth.email')}
          <input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </Field>
        <Field>
          {t('auth.password')}
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            minLength={8}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        <SubmitButton busy={busy}>{t('auth.signUpSubmit')}</SubmitButton>
      </form>
      <p>
        {t('auth.haveAccount')} <LocaleLink to="login">{t('header.logIn')}</LocaleLink>
      </p>
    </Card>
  );
}
