import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Student, StudentsLimit } from '@pylands/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  LocaleLink,
  Page,
  PageTitle,
  profileApi,
  Spinner,
  StudentIdentity,
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

const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/** The parent's students: add, view, edit, delete (with confirmation), or choose one to play as. */
export function StudentsPage() {
  const { t } = useTranslation();
  const chooseStudent = useChooseStudent();
  const current = useSession((s) => s.user?.student_id);
  const [students, setStudents] = useState<Student[] | null>(null);
  const [limit, setLimit] = useState<StudentsLimit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);

  const refresh = useCallback(() => {
    profileApi
      .students()
      .then(setStudents, (e: unknown) => setError(errorText(e, t('common.errorOccurred'))));
    profileApi.studentsLimit().then(setLimit, () => undefined);
  }, [t]);

  useEffect(refresh, [refresh]);

  const play = async (student: Student) => {
    try {
      await chooseStudent(student.id);
    } catch (e) {
      setError(errorText(e, t('chooseStudent.failed')));
    }
  };

  const remove = async (student: Student) => {
    try {
      await profileApi.removeStudent(student.id);
      setDeleting(null);
      refresh();
    } catch (e) {
      setDeleting(null);
      setError(errorText(e, t('common.errorOccurred')));
    }
  };

  const full = limit !== null && limit.count >= limit.limit;
  return (
    <Page>
      <PageTitle>{t('students.title')}</PageTitle>
      {error && <FormError role="alert">{error}</FormError>}
      {limit && <p>{t('students.limit', { count: limit.count, limit: limit.limit })}</p>}
      {full ? (
        <p>{t('students.limitReached', { limit: limit.limit })}</p>
      ) : (
        <Button as={LocaleLink} to="profile/students/add">
          {t('students.add')}
        </Button>
      )}
      {!students && !error && <Spinner />}
      {students?.length === 0 && <p>{t('students.empty')}</p>}
      <Grid>
        {students?.map((student) => (
          <StudentCard key={student.id}>
            <StudentIdentity username={student.username} character={student.character} as="h2" />
            <Button
              $variant={student.id === current ? 'primary' : 'secondary'}
              onClick={() => void play(student)}
            >
              {student.id === current
                ? t('students.current')
                : t('students.play', { username: student.username })}
            </Button>
            <Row>
              <Button as={LocaleLink} $variant="ghost" $small to={`profile/students/${student.id}`}>
                {t('students.view')}
              </Button>
              <Button as={LocaleLink} $variant="ghost" $small to={`profile/students/${student.id}/edit`}>
                {t('students.edit')}
              </Button>
              <Button
                $variant="ghost"
                $small
                aria-label={`${t('students.delete')} ${student.username}`}
                onClick={() => setDeleting(student)}
              >
                {t('students.delete')}
              </Button>
            </Row>
          </StudentCard>
        ))}
      </Grid>
      {deleting && (
        <Dialog
          title={t('students.deleteTitle', { username: deleting.username })}
          onClose={() => setDeleting(null)}
        >
          <p>{t('students.deleteText', { username: deleting.username })}</p>
          <DialogActions>
            <Button $variant="secondary" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button $variant="danger" onClick={() => void remove(deleting)}>
              {t('students.deleteConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Page>
  );
}
