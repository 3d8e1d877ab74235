import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Student } from '@pylands/contracts';
import { LocaleLink, localePath, Page, PageTitle, profileApi, Spinner, useLng } from '@pylands/shared-ui';
import { errorText, FormError } from '../auth/AuthForm';
import { StudentForm } from './StudentForm';

/** profile/students/{studentId}/edit */
export function EditStudentPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const { studentId = '' } = useParams();
  const [student, setStudent] = useState<Student | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    profileApi
      .student(studentId)
      .then(setStudent, (e: unknown) => setError(errorText(e, t('students.notFound'))));
  }, [studentId, t]);

  return (
    <Page style={{ maxWidth: 480 }}>
      <PageTitle>{t('page.editStudent')}</PageTitle>
      {error && <FormError role="alert">{error}</FormError>}
      {!student && !error && <Spinner />}
      {student && (
        <StudentForm
          initial={{ username: student.username, character: student.character }}
          assistant={student}
          submitLabel={t('common.save')}
          onSubmit={async (values) => {
            await profileApi.updateStudent(student.id, values);
            navigate(localePath(lng, 'profile/students'));
          }}
        />
      )}
      <p>
        <LocaleLink to="profile/students">{t('students.back')}</LocaleLink>
      </p>
    </Page>
  );
}
