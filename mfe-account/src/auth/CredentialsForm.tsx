import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Field, FormError, SubmitButton, useSubmit } from './AuthForm';

export interface Credentials {
  email: string;
  password: string;
}

/** The email + password card shared by Log In and Sign Up. */
export function CredentialsForm({
  title,
  intro,
  submitLabel,
  newPassword,
  onSubmit,
  footer,
}: {
  title: string;
  intro?: string;
  submitLabel: string;
  /** Sign-up asks the browser for a new password (8 characters or more). */
  newPassword: boolean;
  onSubmit(credentials: Credentials): Promise<void>;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit(() => onSubmit({ email, password }), t('auth.failed'));
  return (
    <Card>
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      <form onSubmit={submit.onSubmit} noValidate>
        {submit.error && <FormError role="alert">{submit.error}</FormError>}
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
            autoComplete={newPassword ? 'new-password' : 'current-password'}
            minLength={newPassword ? 8 : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        <SubmitButton busy={submit.busy}>{submitLabel}</SubmitButton>
      </form>
      <p>{footer}</p>
    </Card>
  );
}
