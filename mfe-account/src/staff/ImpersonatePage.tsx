import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isUuid } from './is-uuid';
import { authApi, localePath, Page, PageTitle, useLng, useSession } from '@pylands/shared-ui';
import { Field, FieldHint, FormError, SubmitButton, useCheckedField, useSubmit } from '../auth/AuthForm';

/** impersonate: platform staff act as a user or a student (each impersonation is recorded). */
export function ImpersonatePage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const check = (value: string) =>
    !value.trim() || isUuid(value.trim()) ? null : ('impersonate.badId' as const);
  const userId = useCheckedField(check);
  const studentId = useCheckedField(check);
  const submit = useSubmit(async () => {
    userId.touch();
    studentId.touch();
    if (userId.problem || studentId.problem || (!userId.value.trim() && !studentId.value.trim())) return;
    const user = studentId.value.trim()
      ? await authApi.impersonateStudent(studentId.value.trim())
      : await authApi.impersonateUser(userId.value.trim());
    setUser(user);
    navigate(localePath(lng));
  }, t('common.errorOccurred'));
  return (
    <Page style={{ maxWidth: 520 }}>
      <PageTitle>{t('page.impersonate')}</PageTitle>
      <p>{t('impersonate.intro')}</p>
      <form onSubmit={submit.onSubmit} noValidate>
        {submit.error && <FormError role="alert">{submit.error}</FormError>}
        <Field>
          {t('impersonate.userId')}
          <input autoComplete="off" {...userId.inputProps} />
          {userId.error && <FieldHint>{t(userId.error)}</FieldHint>}
        </Field>
        <Field>
          {t('impersonate.studentId')}
          <input autoComplete="off" {...studentId.inputProps} />
          {studentId.error && <FieldHint>{t(studentId.error)}</FieldHint>}
        </Field>
        <SubmitButton busy={submit.busy}>{t('impersonate.submit')}</SubmitButton>
      </form>
    </Page>
  );
}
