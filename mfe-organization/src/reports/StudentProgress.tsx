import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, organizationApi, useContentNames } from '@pylands/shared-ui';
import { FormError, Table, useLoad } from '../ui';

/** One student's status per level of a course (their row of the class report), started levels open read-only. */
export function StudentProgress({ studentId, classId }: { studentId: string; classId: string }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const [course, setCourse] = useState('python');
  const { data, error } = useLoad(() => organizationApi.orgCompletion(course, classId), [course, classId]);
  const student = data?.students.find((row) => row.student_id === studentId);
  return (
    <section aria-label={t('org.reports.studentTitle')}>
      <h2>{t('org.reports.studentTitle')}</h2>
      <select value={course} onChange={(e) => setCourse(e.target.value)} aria-label={t('org.reports.course')}>
        <option value="python">{t('course.python.label')}</option>
        <option value="advanced-python">{t('course.advanced.label')}</option>
      </select>
      {error && <FormError role="alert">{error}</FormError>}
      {data && student && (
        <>
          <p>{t('org.reports.completedCount', { count: student.completed, total: data.levels.length })}</p>
          <Table aria-label={t('org.reports.studentTitle')}>
            <thead>
              <tr>
                <th>{t('org.reports.level')}</th>
                <th>{t('org.reports.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((level) => {
                const status = student.levels[level.slug];
                return (
                  <tr key={level.slug}>
                    <td>
                      {status ? (
                        <LocaleLink to={`play/${data.course_id}/${studentId}/${level.slug}`}>
                          {names.level(data.course_id, level.slug, level.name)}
                        </LocaleLink>
                      ) : (
                        names.level(data.course_id, level.slug, level.name)
                      )}
                    </td>
                    <td>{t(`org.status.${status ?? 'not_started'}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
