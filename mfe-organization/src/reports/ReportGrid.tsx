import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LocaleLink, organizationApi, useCourseData } from '@pylands/shared-ui';
import { Actions, FormError, useLoad } from '../ui';
import { reportCsv } from './report-csv';

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
`;

const Grid = styled.table`
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 4px 6px;
    text-align: center;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    position: sticky;
    left: 0;
    background: ${(p) => p.theme.colors.surface};
  }
  a {
    color: inherit;
    text-decoration: none;
    display: block;
  }
`;

const MARK = { complete: '✔', in_progress: '…', not_started: '' } as const;

/** Students × levels of a course for a class; each started cell opens the student's last code read-only. */
export function ReportGrid({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [course, setCourse] = useState('python');
  // '' = the whole course (org-completion); a chapter id = that chapter (chapter-completion).
  const [chapter, setChapter] = useState('');
  const chapters = useCourseData(course).data?.chapters ?? [];
  const { data, error } = useLoad(
    () =>
      chapter
        ? organizationApi.chapterCompletion(course, Number(chapter), classId)
        : organizationApi.orgCompletion(course, classId),
    [course, chapter, classId],
  );
  const download = () => {
    if (!data) return;
    // The byte order mark makes spreadsheet programs read the names as UTF-8.
    const url = URL.createObjectURL(
      new Blob(['\uFEFF', reportCsv(data)], { type: 'text/csv;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `progress-${course}${chapter ? `-chapter-${chapter}` : ''}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-label={t('org.reports.title')}>
      <h2>{t('org.reports.title')}</h2>
      <Actions>
        <select
          value={course}
          onChange={(e) => {
            setCourse(e.target.value);
            setChapter('');
          }}
          aria-label={t('org.reports.course')}
        >
          <option value="python">Beginner Python</option>
          <option value="advanced-python">Advanced Python</option>
        </select>
        <select
          value={chapter}
          onChange={(e) => setChapter(e.target.value)}
          aria-label={t('org.reports.chapter')}
        >
          <option value="">{t('org.reports.wholeCourse')}</option>
          {chapters.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
        <Button type="button" $small $variant="secondary" onClick={download} disabled={!data}>
          {t('org.reports.csv')}
        </Button>
      </Actions>
      {error && <FormError role="alert">{error}</FormError>}
      {data && data.students.length === 0 && <p>{t('org.reports.empty')}</p>}
      {data && data.students.length > 0 && (
        <Scroll>
          <Grid>
            <thead>
              <tr>
                <th>{t('org.students.username')}</th>
                {data.levels.map((level, i) => (
                  <th key={level.slug} title={level.name}>
                    {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.students.map((student) => (
                <tr key={student.student_id}>
                  <td>
                    {student.username} ({student.completed})
                  </td>
                  {data.levels.map((level) => {
                    const status = student.levels[level.slug];
                    return (
                      <td
                        key={level.slug}
                        data-status={status ?? 'not_started'}
                        title={`${level.name}: ${t(`org.status.${status ?? 'not_started'}`)}`}
                      >
                        {status ? (
                          <LocaleLink
                            to={`play/${data.course_id}/${student.student_id}/${level.slug}`}
                            aria-label={`${student.username} ${level.name}: ${t(`org.status.${status}`)}`}
                          >
                            {MARK[status]}
                          </LocaleLink>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Grid>
        </Scroll>
      )}
    </section>
  );
}
