import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationApi } from '@pylands/shared-ui';
import { Check, FormError, Notice, SubmitButton, useLoad, useSubmit } from '../ui';

/** Admins choose who teaches the class (PUT organization/class-teachers); teachers see the class only. */
export function ClassTeachers({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const teachers = useLoad(() => organizationApi.teachers());
  const assigned = useLoad(() => organizationApi.classTeachers(classId), [classId]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (assigned.data) setChosen(assigned.data.teacher_ids);
  }, [assigned.data]);
  const save = useSubmit(async () => {
    setSaved(false);
    const answer = await organizationApi.setClassTeachers(classId, chosen);
    setChosen(answer.teacher_ids);
    setSaved(true);
  });
  const toggle = (id: string) => {
    setSaved(false);
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  };
  const error = teachers.error ?? assigned.error;
  return (
    <section aria-label={t('org.classes.teachers')}>
      <h2>{t('org.classes.teachers')}</h2>
      {error && <FormError role="alert">{error}</FormError>}
      {teachers.data && assigned.data && (
        <form onSubmit={save.onSubmit}>
          {teachers.data
            .filter((teacher) => teacher.role === 'teacher')
            .map((teacher) => (
              <Check key={teacher.id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(teacher.id)}
                  onChange={() => toggle(teacher.id)}
                />
                {teacher.name || teacher.email}
              </Check>
            ))}
          {teachers.data.every((teacher) => teacher.role !== 'teacher') && (
            <p>{t('org.classes.noTeachers')}</p>
          )}
          {save.error && <FormError role="alert">{save.error}</FormError>}
          <SubmitButton busy={save.busy}>{t('org.classes.saveTeachers')}</SubmitButton>
          {saved && <Notice role="status">{t('org.saved')}</Notice>}
        </form>
      )}
    </section>
  );
}
