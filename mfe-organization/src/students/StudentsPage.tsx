import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, LocaleLink, organizationApi, PageTitle } from '@pylands/shared-ui';
import { Actions, Field, FormError, Notice, Table, useLoad, useSubmit } from '../ui';
import { BulkCreate } from './BulkCreate';

/** organization/students: list (per class), transfer between classes, bulk create. */
export function StudentsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const classId = search.get('class_id') ?? '';
  const classes = useLoad(() => organizationApi.classes());
  const students = useLoad(() => organizationApi.students(classId || undefined), [classId]);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState('');
  const [moved, setMoved] = useState<number | null>(null);
  const transfer = useSubmit(async () => {
    const answer = await organizationApi.transferStudents({
      student_ids: selected,
      class_id: target || null,
    });
    setMoved(answer.moved);
    setSelected([]);
    students.reload();
  });
  const className = (id: string | null) => classes.data?.find((klass) => klass.id === id)?.name ?? '—';
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));
  return (
    <>
      <PageTitle>{t('page.students')}</PageTitle>
      <Actions>
        <Button as={LocaleLink} to={`organization/students/add${classId ? `?class_id=${classId}` : ''}`}>
          {t('page.addStudent')}
        </Button>
      </Actions>
      <Field style={{ maxWidth: 320 }}>
        {t('org.students.class')}
        <select
          value={classId}
          onChange={(e) => setSearch(e.target.value ? { class_id: e.target.value } : {})}
        >
          <option value="">{t('org.students.allClasses')}</option>
          {classes.data?.map((klass) => (
            <option key={klass.id} value={klass.id}>
              {klass.name}
            </option>
          ))}
        </select>
      </Field>
      {students.error && <FormError role="alert">{students.error}</FormError>}
      {students.data && (
        <Table aria-label={t('page.students')}>
          <thead>
            <tr>
              <th />
              <th>{t('org.students.username')}</th>
              <th>{t('org.students.name')}</th>
              <th>{t('org.students.class')}</th>
              <th>{t('org.students.assistant')}</th>
            </tr>
          </thead>
          <tbody>
            {students.data.map((student) => (
              <tr key={student.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('org.students.select', { username: student.username })}
                    checked={selected.includes(student.id)}
                    onChange={() => toggle(student.id)}
                  />
                </td>
                <td>
                  <LocaleLink to={`organization/students/${student.id}`}>{student.username}</LocaleLink>
                </td>
                <td>{student.name}</td>
                <td>{className(student.class_id)}</td>
                <td>{student.assistant_enabled ? t('org.yes') : t('org.no')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {selected.length > 0 && (
        <form onSubmit={transfer.onSubmit}>
          <Actions style={{ alignItems: 'end' }}>
            <Field style={{ margin: 0 }}>
              {t('org.students.moveTo')}
              <select value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="">{t('org.students.noClass')}</option>
                {classes.data?.map((klass) => (
                  <option key={klass.id} value={klass.id}>
                    {klass.name}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit" disabled={transfer.busy}>
              {t('org.students.transfer', { count: selected.length })}
            </Button>
          </Actions>
          {transfer.error && <FormError role="alert">{transfer.error}</FormError>}
        </form>
      )}
      {moved !== null && <Notice role="status">{t('org.students.moved', { count: moved })}</Notice>}
      <BulkCreate classId={classId || null} onCreated={() => students.reload()} />
    </>
  );
}
