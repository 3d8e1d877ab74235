import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Student } from '@pylands/contracts';
import { profileApi } from '../api/account-api';
import { localePath, useLng } from '../routing/locale-path';
import { useChooseStudent } from '../session/useChooseStudent';
import { useSession } from '../session/session-store';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import { Spinner } from './Spinner';
import { StudentIdentity } from './StudentIdentity';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
  button {
    width: 100%;
    justify-content: space-between;
    padding: 8px 14px;
  }
`;

/**
 * Lists the parent's students; choosing one reissues the session and goes to the student's
 * last played level (or home). On a challenge path only the credits refresh (spec doc 1 §2).
 * Shared: the account menu and the play screen's choose-student overlay both open it; with
 * `stayHere` (the overlay on a level) the page stays where it is once the student is chosen.
 */
export function ChooseStudentDialog({
  onClose,
  stayHere = false,
}: {
  onClose: () => void;
  stayHere?: boolean;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const chooseAndGo = useChooseStudent();
  const chooseOnly = useSession((s) => s.chooseStudent);
  const currentStudent = useSession((s) => s.user?.student_id);
  const [students, setStudents] = useState<Student[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    profileApi
      .students()
      .then(setStudents)
      .catch(() => setError(t('common.errorOccurred')));
  }, [t]);

  const choose = async (student: Student) => {
    try {
      if (stayHere) await chooseOnly(String(student.id));
      else await chooseAndGo(String(student.id));
      onClose();
    } catch {
      setError(t('chooseStudent.failed'));
    }
  };

  return (
    <Dialog title={t('chooseStudent.title')} onClose={onClose}>
      {error && <p role="alert">{error}</p>}
      {!students && !error && <Spinner />}
      {students && students.length === 0 && <p>{t('chooseStudent.none')}</p>}
      {students && (
        <List>
          {students.map((student) => (
            <li key={student.id}>
              <Button
                $variant={String(student.id) === String(currentStudent) ? 'primary' : 'secondary'}
                aria-label={t('students.play', { username: student.username })}
                onClick={() => void choose(student)}
              >
                <StudentIdentity username={student.username} character={student.character} size={48} />
                <span aria-hidden>{t('chooseStudent.play')}</span>
              </Button>
            </li>
          ))}
        </List>
      )}
      <DialogActions>
        <Button
          $variant="ghost"
          onClick={() => {
            onClose();
            navigate(localePath(lng, 'profile/students/add'));
          }}
        >
          {t('chooseStudent.add')}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
