import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { organizationApi, PageTitle, useLocalePath } from '@pylands/shared-ui';
import { Field, FormError, SubmitButton, useSubmit } from '../ui';

/** organization/teachers/add and organization/teachers/{teacherId}/edit (admin). */
export function TeacherFormPage({ edit }: { edit: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { teacherId } = useParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (!edit || !teacherId) return;
    organizationApi.teacher(teacherId).then(
      (teacher) => {
        setName(teacher.name);
        setEmail(teacher.email);
      },
      () => undefined,
    );
  }, [edit, teacherId]);
  const { busy, error, onSubmit } = useSubmit(async () => {
    if (edit && teacherId) {
      await organizationApi.updateTeacher(teacherId, {
        name: name.trim(),
        email: email.trim(),
        ...(password ? { password } : {}),
      });
    } else {
      await organizationApi.addTeacher({ name: name.trim(), email: email.trim(), password });
    }
    navigate(to('organization/teachers'));
  });
  return (
    <>
      <PageTitle>{t(edit ? 'page.editTeacher' : 'page.addTeacher')}</PageTitle>
      <form onSubmit={onSubmit} style={{ maxWidth: 480 }}>
        <Field>
          {t('org.teachers.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} required />
        </Field>
        <Field>
          {t('org.email')}
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field>
        <Field>
          {t(edit ? 'org.newPassword' : 'org.password')}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required={!edit}
            minLength={8}
            autoComplete="new-password"
          />
        </Field>
        {error && <FormError role="alert">{error}</FormError>}
        <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
      </form>
    </>
  );
}
