import { useTranslation } from 'react-i18next';
import { Spinner } from '@pylands/shared-ui';
import { ChapterProgress } from './ChapterProgress';
import { Muted, Panel } from '../../panel-styles';
import { useStudentProgress } from './useStudentProgress';
import { WeekSummary } from './WeekSummary';

/** A child's progress on the parent's page: the week at a glance, then every course's chapters. */
export function StudentProgressPanel({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const state = useStudentProgress(studentId);
  return (
    <>
      <Panel aria-labelledby="progress-title">
        <h2 id="progress-title">{t('studentProgress.title')}</h2>
        {state.status === 'loading' && <Spinner />}
        {state.status === 'failed' && <Muted role="alert">{t('studentProgress.failed')}</Muted>}
        {state.status === 'loaded' && <WeekSummary progress={state.progress} />}
        {state.status === 'loaded' && <Muted>{t('studentProgress.timeNote')}</Muted>}
      </Panel>
      {state.status === 'loaded' &&
        state.progress.courses.map((course) => (
          <Panel key={course.id} aria-labelledby={`course-${course.id}`}>
            <h2 id={`course-${course.id}`}>
              {t('studentProgress.course', {
                name: course.name,
                completed: course.completed,
                total: course.total,
              })}
            </h2>
            <ChapterProgress course={course} />
          </Panel>
        ))}
    </>
  );
}
