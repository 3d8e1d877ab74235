import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { rolesOf, type Student } from '@pylands/contracts';
import {
  Button,
  LocaleLink,
  Page,
  profileApi,
  Spinner,
  StudentIdentity,
  useChooseStudent,
  useFormat,
  useSession,
} from '@pylands/shared-ui';
import { errorText, FormError } from '../auth/AuthForm';
import { AssistantUsagePanel } from './assistant-usage/AssistantUsagePanel';
import { StudentProgressPanel } from './progress/StudentProgressPanel';

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  h1 {
    margin: 0;
    font-size: 1.8rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/**
 * profile/students/{studentId} and profile/student/{studentId}: a child's page. The parent sees the
 * child's progress, time and assistant use and may play as or edit the child; a child in child mode
 * sees their own progress only (the shell's parental gate keeps them off other children's pages).
 */
export function StudentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { studentId = '' } = useParams();
  const chooseStudent = useChooseStudent();
  const parent = useSession((s) => rolesOf(s.user).parent);
  const [student, setStudent] = useState<Student | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    profileApi
      .student(studentId)
      .then(setStudent, (e: unknown) => setError(errorText(e, t('students.notFound'))));
  }, [studentId, t]);

  return (
    <Page>
      {error && <FormError role="alert">{error}</FormError>}
      {!student && !error && <Spinner />}
      {student && (
        <>
          <Head>
            <StudentIdentity username={student.username} character={student.character} size={80} as="h1" />
            {parent && (
              <Actions>
                <Button onClick={() => void chooseStudent(student.id).catch(() => undefined)}>
                  {t('students.play', { username: student.username })}
                </Button>
                <Button as={LocaleLink} $variant="secondary" to={`profile/students/${student.id}/edit`}>
                  {t('students.edit')}
                </Button>
                <Button as={LocaleLink} $variant="secondary" to={`badges/${student.id}`}>
                  {t('awards.toBadges')}
                </Button>
                <Button as={LocaleLink} $variant="secondary" to={`certificates/${student.id}`}>
                  {t('awards.toCertificates')}
                </Button>
              </Actions>
            )}
          </Head>
          <p>
            {t('students.createdOn', {
              date: format.date(student.created_at),
            })}
          </p>
          <StudentProgressPanel studentId={student.id} />
          {parent && <AssistantUsagePanel studentId={student.id} username={student.username} />}
        </>
      )}
      {parent && (
        <p>
          <LocaleLink to="profile/students">{t('students.back')}</LocaleLink>
        </p>
      )}
    </Page>
  );
}
