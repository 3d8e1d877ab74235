import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi, LocaleLink, Spinner, useSession } from '@pylands/shared-ui';
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
import { newPasswordProblem } from './validation';

/** reset-password?token: the link from the email; a new password ends every session. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setUser = useSession((s) => s.setUser);
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState(false);
  const password = useCheckedField(newPasswordProblem);
  const repeat = useCheckedField((value) => (value === password.value ? null : 'validation.passwordsDiffer'));

  useEffect(() => {
    if (!token) {
      setEmail(null);
      return;
    }
    authApi.userByToken(token).then(
      (answer) => setEmail(answer.purpose === 'reset-password' ? answer.email : null),
      () => setEmail(null),
    );
  }, [token]);

  const submit = useSubmit(async () => {
    password.touch();
    repeat.touch();
    if (password.problem || repeat.problem) return;
    await authApi.resetPassword(token, password.value);
    setUser(null);
    setDone(true);
  }, t('auth.linkInvalid'));

  return (
    <Card>
      <h1>{t('resetPassword.title')}</h1>
      {email === undefined && <Spinner />}
      {email === null && (
        <>
          <FormError role="alert">{t('auth.linkInvalid')}</FormError>
          <LocaleLink to="forgot-password">{t('resetPassword.requestNew')}</LocaleLink>
        </>
      )}
      {email && done && (
        <>
          <Notice role="status">{t('resetPassword.done')}</Notice>
          <LocaleLink to="login">{t('header.logIn')}</LocaleLink>
        </>
      )}
      {email && !done && (
        <form onSubmit={submit.onSubmit} noValidate>
          <p>{t('resetPassword.forAccount', { email })}</p>
          {submit.error && <FormError role="alert">{submit.error}</FormError>}
          <Field>
            {t('resetPassword.newPassword')}
            <input type="password" autoComplete="new-password" required {...password.inputProps} />
            {password.error && <FieldHint>{t(password.error)}</FieldHint>}
          </Field>
          <Field>
            {t('resetPassword.repeatPassword')}
            <input type="password" autoComplete="new-password" required {...repeat.inputProps} />
            {repeat.error && <FieldHint>{t(repeat.error)}</FieldHint>}
          </Field>
          <SubmitButton busy={submit.busy}>{t('resetPassword.submit')}</SubmitButton>
        </form>
      )}
    </Card>
  );
}
