import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Student } from '@pylands/contracts';
import { profileApi } from '../api/account-api';
import { paymentApi } from '../api/payment-api';
import { Button } from '../components/Button';
import { Dialog, DialogActions } from '../components/Dialog';
import { Spinner } from '../components/Spinner';
import { StudentIdentity } from '../components/StudentIdentity';
import { LocaleLink } from '../routing/LocaleLink';
import { courseOption } from './course-options';

const Choices = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  gap: 8px;
  label {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 12px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

/**
 * The assign-purchase dialog (doc 1 §2): a bought course goes to one child, chosen here. Shown after
 * a checkout and whenever `has-unassigned-purchases` is true; one course at a time, in `courses` order.
 */
export function AssignPurchaseDialog({
  courses,
  onDone,
}: {
  courses: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [students, setStudents] = useState<Student[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const course = courses[index];
  const option = courseOption(course);
  const courseName = option ? t(option.label) : course;

  useEffect(() => {
    let live = true;
    setStudents(null);
    setChosen(null);
    Promise.all([profileApi.students(), paymentApi.notPurchasedStudents(course)]).then(
      ([all, without]) => {
        if (!live) return;
        const free = new Set(without.students.map((student) => student.id));
        const candidates = all.filter((student) => free.has(String(student.id)));
        setStudents(candidates);
        if (candidates.length === 1) setChosen(String(candidates[0].id));
      },
      () => live && setError(t('common.errorOccurred')),
    );
    return () => {
      live = false;
    };
  }, [course, t]);

  const assign = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await paymentApi.assignPurchase(chosen, course);
      if (index + 1 < courses.length) setIndex(index + 1);
      else onDone();
    } catch {
      setError(t('assignPurchase.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('assignPurchase.title', { course: courseName })} onClose={onDone} width={520}>
      <p>{t('assignPurchase.text', { course: courseName })}</p>
      {error && <p role="alert">{error}</p>}
      {!students && !error && <Spinner />}
      {students?.length === 0 && (
        <p>
          {t('assignPurchase.noStudents')}{' '}
          <LocaleLink to="profile/students/add" onClick={onDone}>
            {t('chooseStudent.add')}
          </LocaleLink>
        </p>
      )}
      {students && students.length > 0 && (
        <Choices role="radiogroup" aria-label={t('assignPurchase.who')}>
          {students.map((student) => (
            <li key={student.id}>
              <label>
                <input
                  type="radio"
                  name="assign-student"
                  value={String(student.id)}
                  checked={chosen === String(student.id)}
                  onChange={() => setChosen(String(student.id))}
                  aria-label={student.username}
                />
                <StudentIdentity username={student.username} character={student.character} size={40} />
              </label>
            </li>
          ))}
        </Choices>
      )}
      <DialogActions>
        <Button $variant="ghost" onClick={onDone}>
          {t('assignPurchase.later')}
        </Button>
        <Button disabled={!chosen || busy} onClick={() => void assign()}>
          {t('assignPurchase.give')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
