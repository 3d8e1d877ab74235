import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompletionReport } from '@pylands/contracts';
import { formatDateTime, LocaleLink, useContentNames } from '@pylands/shared-ui';
import { CellSwatch, STATUS_MARKS } from './cell-style';
import { cellStatus, chapterGroups } from './grid-status';
import { QuizGridCell } from './QuizGridCell';

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
    padding: 3px;
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    background: ${(p) => p.theme.colors.surfaceRaised};
    padding: 4px 6px;
  }
  th.chapter {
    max-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th.student,
  td.student {
    text-align: start;
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${(p) => p.theme.colors.surface};
    padding: 4px 8px;
  }
  .student small {
    display: block;
    font-weight: 400;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a:focus-visible {
    outline-offset: 1px;
  }
`;

/**
 * Students × levels, levels grouped under their chapters: each cell coloured by status with the
 * level's name on hover; a started level's cell opens the student's code read-only. A chapter with
 * a quiz ends with a Quiz column: each student's best score, passed or not yet.
 */
export function ProgressTable({ report }: { report: CompletionReport }) {
  const { t, i18n } = useTranslation();
  const names = useContentNames();
  const levelName = (level: { slug: string; name: string }) =>
    names.level(report.course_id, level.slug, level.name);
  const groups = chapterGroups(report);
  return (
    <Scroll tabIndex={0} role="region" aria-label={t('org.reports.title')}>
      <Grid aria-label={t('org.reports.title')}>
        <thead>
          <tr>
            <th className="student" rowSpan={2} scope="col">
              {t('org.grid.student')}
            </th>
            <th rowSpan={2} scope="col">
              {t('org.grid.done')}
            </th>
            <th rowSpan={2} scope="col">
              {t('org.grid.lastActivity')}
            </th>
            {groups.map((group) => (
              <th
                key={group.id}
                className="chapter"
                colSpan={group.levels.length + (group.quiz_exists ? 1 : 0)}
                scope="colgroup"
                title={group.name}
              >
                {group.name}
              </th>
            ))}
          </tr>
          <tr>
            {groups.flatMap((group) => [
              ...group.levels.map((level, i) => (
                <th key={level.slug} scope="col" title={levelName(level)} aria-label={levelName(level)}>
                  {i + 1}
                </th>
              )),
              group.quiz_exists && (
                <th
                  key={`quiz-${group.id}`}
                  scope="col"
                  title={t('quiz.grid.columnLabel', { chapter: group.name })}
                >
                  {t('quiz.grid.column')}
                </th>
              ),
            ])}
          </tr>
        </thead>
        <tbody>
          {report.students.map((student) => (
            <tr key={student.student_id}>
              <th className="student" scope="row">
                {student.name || student.username}
                {student.name && <small>{student.username}</small>}
              </th>
              <td>{student.completed}</td>
              <td>
                {student.last_activity
                  ? formatDateTime(i18n.language, student.last_activity)
                  : t('org.grid.never')}
              </td>
              {groups.flatMap((group) => [
                ...group.levels.map((level) => {
                  const status = cellStatus(student, level);
                  const label = `${student.username} ${levelName(level)}: ${t(`org.status.${status}`)}`;
                  const title = `${levelName(level)}: ${t(`org.status.${status}`)}`;
                  return (
                    <td key={level.slug} data-status={status}>
                      {status === 'complete' || status === 'in_progress' ? (
                        <CellSwatch
                          as={LocaleLink}
                          to={`play/${report.course_id}/${student.student_id}/${level.slug}`}
                          $status={status}
                          title={title}
                          aria-label={label}
                        >
                          {STATUS_MARKS[status]}
                        </CellSwatch>
                      ) : (
                        <CellSwatch $status={status} title={title} aria-label={label} role="img">
                          {STATUS_MARKS[status]}
                        </CellSwatch>
                      )}
                    </td>
                  );
                }),
                group.quiz_exists && (
                  <QuizGridCell key={`quiz-${group.id}`} student={student} chapter={group} />
                ),
              ])}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroll>
  );
}
