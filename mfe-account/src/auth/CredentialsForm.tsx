import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Field, FieldHint, FormError, SubmitButton, useCheckedField, useSubmit } from './AuthForm';
import { emailProblem, newPasswordProblem, requiredProblem } from './validation';

export interface Credentials {
  email: string;
  password: string;
}

/** The email + password card shared by Log In and Sign Up; fields are checked as the user types. */
export function CredentialsForm({
  title,
  intro,
  submitLabel,
  newPassword,
  onSubmit,
  footer,
  fixedEmail,
  extraFields,
}: {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  /** Sign-up asks the browser for a new password (8 characters or more). */
  newPassword: boolean;
  onSubmit(credentials: Credentials): Promise<void>;
  footer: ReactNode;
  /** Sign-up from an emailed link: the email is the link's, shown but not editable. */
  fixedEmail?: string;
  /** Further inputs above the submit button (sign-up's weekly summary opt-in). */
  extraFields?: ReactNode;
}) {
  const { t } = useTranslation();
  const email = useCheckedField(newPassword ? emailProblem : requiredProblem, fixedEmail ?? '');
  const password = useCheckedField(newPassword ? newPasswordProblem : requiredProblem);
  const submit = useSubmit(async () => {
    email.touch();
    password.touch();
    if (email.problem || password.problem) return;
    await onSubmit({ email: email.value.trim(), password: password.value });
  }, t('auth.failed'));
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
            required
            readOnly={fixedEmail !== undefined}
            {...email.inputProps}
          />
          {email.error && <FieldHint>{t(email.error)}</FieldHint>}
        </Field>
        <Field>
          {t('auth.password')}
          <input
            type="password"
            autoComplete={newPassword ? 'new-password' : 'current-password'}
            minLength={newPassword ? 8 : undefined}
            required
            {...password.inputProps}
          />
          {password.error && <FieldHint>{t(password.error)}</FieldHint>}
        </Field>
        {extraFields}
        <SubmitButton busy={submit.busy}>{submitLabel}</SubmitButton>
      </form>
      <p>{footer}</p>
    </Card>
  );
}
