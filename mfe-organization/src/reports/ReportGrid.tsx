import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, organizationApi, useCourseData } from '@pylands/shared-ui';
import { Actions, FormError, useLoad } from '../ui';
import { GridLegend } from './GridLegend';
import { quizChapters } from './quiz-cell';
import { ProgressTable } from './ProgressTable';
import { reportCsv } from './report-csv';

/** A class's progress: course and chapter choice, CSV export, the legend and the students × levels grid. */
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
          <option value="python">{t('course.python.label')}</option>
          <option value="advanced-python">{t('course.advanced.label')}</option>
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
        <>
          <p>{t('org.grid.help')}</p>
          <GridLegend withQuiz={quizChapters(data).length > 0} />
          <ProgressTable report={data} />
        </>
      )}
    </section>
  );
}
