import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, LocaleLink } from '@pylands/shared-ui';
import {
  Card,
  Field,
  FieldHint,
  FormError,
  Notice,
  SubmitButton,
  useCheckedField,
  useSubmit,
} from './AuthForm';
import { emailProblem } from './validation';

/** forgot-password: asks for the email and says the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const email = useCheckedField(emailProblem);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useSubmit(async () => {
    email.touch();
    if (email.problem) return;
    await authApi.forgotPassword(email.value.trim());
    setSentTo(email.value.trim());
  }, t('common.errorOccurred'));
  return (
    <Card>
      <h1>{t('forgot.title')}</h1>
      {sentTo ? (
        <Notice role="status">{t('forgot.sent', { email: sentTo })}</Notice>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <form onSubmit={submit.onSubmit} noValidate>
            {submit.error && <FormError role="alert">{submit.error}</FormError>}
            <Field>
              {t('auth.email')}
              <input type="email" autoComplete="email" required {...email.inputProps} />
              {email.error && <FieldHint>{t(email.error)}</FieldHint>}
            </Field>
            <SubmitButton busy={submit.busy}>{t('forgot.submit')}</SubmitButton>
          </form>
        </>
      )}
      <p>
        <LocaleLink to="login">{t('forgot.backToLogin')}</LocaleLink>
      </p>
    </Card>
  );
}
