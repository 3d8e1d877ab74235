import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Student } from '@pylands/contracts';
import {
  api,
  Button,
  LocaleLink,
  Page,
  PageTitle,
  Spinner,
  useChooseStudent,
  useSession,
} from '@pylands/shared-ui';
import { errorText, FormError } from '../auth/AuthForm';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
`;

const StudentCard = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 16px;
  padding: 20px;
  display: grid;
  gap: 10px;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

/** The parent's students: add one, or choose one to play as. */
export function StudentsPage() {
  const { t } = useTranslation();
  const chooseStudent = useChooseStudent();
  const current = useSession((s) => s.user?.student_id);
  const [students, setStudents] = useState<Student[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<Student[]>('profile/students')
      .then(setStudents)
      .catch((e: unknown) => setError(errorText(e, t('common.errorOccurred'))));
  }, [t]);

  const play = async (student: Student) => {
    try {
      await chooseStudent(String(student.id));
    } catch (e) {
      setError(errorText(e, t('chooseStudent.failed')));
    }
  };

  return (
    <Page>
      <PageTitle>{t('students.title')}</PageTitle>
      {error && <FormError role="alert">{error}</FormError>}
      <Button as={LocaleLink} to="profile/students/add">
        {t('students.add')}
      </Button>
      {!students && !error && <Spinner />}
      {students?.length === 0 && <p>{t('students.empty')}</p>}
      <Grid>
        {students?.map((student) => (
          <StudentCard key={student.id}>
            <Name>{student.username}</Name>
            <span>{student.character}</span>
            <Button
              $variant={String(student.id) === String(current) ? 'primary' : 'secondary'}
              onClick={() => void play(student)}
            >
              {String(student.id) === String(current)
                ? t('students.current')
                : t('students.play', { username: student.username })}
            </Button>
          </StudentCard>
        ))}
      </Grid>
    </Page>
  );
}
