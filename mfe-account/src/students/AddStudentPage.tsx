import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STUDENT_CHARACTERS, type Student } from '@pylands/contracts';
import { api, localePath, Page, PageTitle, useLng } from '@pylands/shared-ui';
import { Field, FormError, SubmitButton, useSubmit } from '../auth/AuthForm';

export function AddStudentPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [character, setCharacter] = useState<string>('Rabbit');
  const { busy, error, onSubmit } = useSubmit(async () => {
    await api.post<Student>('profile/students', { username, character });
    navigate(localePath(lng, 'profile/students'));
  }, t('auth.failed'));

  return (
    <Page style={{ maxWidth: 480 }}>
      <PageTitle>{t('page.addStudent')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        {error && <FormError role="alert">{error}</FormError>}
        <Field>
          {t('students.username')}
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" required />
        </Field>
        <Field>
          {t('students.character')}
          <select value={character} onChange={(e) => setCharacter(e.target.value)}>
            {STUDENT_CHARACTERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <SubmitButton busy={busy}>{t('students.create')}</SubmitButton>
      </form>
    </Page>
  );
}
