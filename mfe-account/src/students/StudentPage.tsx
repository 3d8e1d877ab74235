import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Student } from '@pylands/contracts';
import {
  Button,
  LocaleLink,
  Page,
  PageTitle,
  profileApi,
  Spinner,
  useChooseStudent,
} from '@pylands/shared-ui';
import { errorText, FormError } from '../auth/AuthForm';
import { AssistantUsagePanel } from './assistant-usage/AssistantUsagePanel';

/** profile/students/{studentId} and profile/student/{studentId}: one student's profile. */
export function StudentPage() {
  const { t, i18n } = useTranslation();
  const { studentId = '' } = useParams();
  const chooseStudent = useChooseStudent();
  const [student, setStudent] = useState<Student | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    profileApi
      .student(studentId)
      .then(setStudent, (e: unknown) => setError(errorText(e, t('students.notFound'))));
  }, [studentId, t]);

  return (
    <Page>
      <PageTitle>{student?.username ?? t('page.student')}</PageTitle>
      {error && <FormError role="alert">{error}</FormError>}
      {!student && !error && <Spinner />}
      {student && (
        <>
          <p>
            {t('students.character')}: {student.character}
          </p>
          <p>
            {t('students.createdOn', {
              date: new Date(student.created_at).toLocaleDateString(i18n.language),
            })}
          </p>
          <Button onClick={() => void chooseStudent(student.id).catch(() => undefined)}>
            {t('students.play', { username: student.username })}
          </Button>{' '}
          <Button as={LocaleLink} $variant="secondary" to={`profile/students/${student.id}/edit`}>
            {t('students.edit')}
          </Button>
          <AssistantUsagePanel studentId={student.id} username={student.username} />
        </>
      )}
      <p>
        <LocaleLink to="profile/students">{t('students.back')}</LocaleLink>
      </p>
    </Page>
  );
}
