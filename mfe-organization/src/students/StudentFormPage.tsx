import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { organizationApi, PageTitle, useLocalePath } from '@pylands/shared-ui';
import { Check, Field, FormError, SubmitButton, useLoad, useSubmit } from '../ui';

/** organization/students/add and organization/students/{studentId}/edit. */
export function StudentFormPage({ edit }: { edit: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { studentId } = useParams();
  const [search] = useSearchParams();
  const classes = useLoad(() => organizationApi.classes());
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [classId, setClassId] = useState(search.get('class_id') ?? '');
  const [assistant, setAssistant] = useState(true);
  const [limit, setLimit] = useState('');
  useEffect(() => {
    if (!edit || !studentId) return;
    organizationApi.student(studentId).then(
      (student) => {
        setUsername(student.username);
        setName(student.name);
        setClassId(student.class_id ?? '');
        setAssistant(student.assistant_enabled);
        setLimit(student.assistant_attempt_limit === null ? '' : String(student.assistant_attempt_limit));
      },
      () => undefined,
    );
  }, [edit, studentId]);
  useEffect(() => {
    if (!classId && classes.data?.length === 1) setClassId(classes.data[0].id);
  }, [classes.data, classId]);
  const { busy, error, onSubmit } = useSubmit(async () => {
    const common = {
      username: username.trim(),
      name: name.trim(),
      class_id: classId || null,
      assistant_enabled: assistant,
      assistant_attempt_limit: limit.trim() === '' ? null : Number(limit),
    };
    const saved =
      edit && studentId
        ? await organizationApi.updateStudent(studentId, { ...common, ...(password ? { password } : {}) })
        : await organizationApi.addStudent({ ...common, password });
    navigate(to(`organization/students/${saved.id}`));
  });
  return (
    <>
      <PageTitle>{t(edit ? 'page.editStudent' : 'page.addStudent')}</PageTitle>
      <form onSubmit={onSubmit} style={{ maxWidth: 480 }}>
        <Field>
          {t('org.students.username')}
          <input
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            minLength={3}
            maxLength={30}
          />
        </Field>
        <Field>
          {t('org.students.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
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
        <Field>
          {t('org.students.class')}
          <select value={classId} onChange={(e) => setClassId(e.target.value)}>
            <option value="">{t('org.students.noClass')}</option>
            {classes.data?.map((klass) => (
              <option key={klass.id} value={klass.id}>
                {klass.name}
              </option>
            ))}
          </select>
        </Field>
        <Check>
          <input type="checkbox" checked={assistant} onChange={(e) => setAssistant(e.target.checked)} />
          {t('org.students.assistantEnabled')}
        </Check>
        <Field>
          {t('org.students.assistantLimit')}
          <input
            type="number"
            min={0}
            max={10000}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            placeholder={t('org.students.unlimited')}
          />
        </Field>
        {error && <FormError role="alert">{error}</FormError>}
        <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
      </form>
    </>
  );
}
