import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReportStudent } from '@pylands/contracts';
import { formatPercent } from '@pylands/shared-ui';
import { STATUS_COLORS } from './cell-style';
import { quizCell } from './quiz-cell';

/** Green when passed, amber when not yet (the grid's done / started colours), outlined when never finished. */
export const QuizPill = styled.span<{ $state: 'passed' | 'failed' | 'none' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 24px;
  padding: 0 6px;
  border-radius: 12px;
  font-size: 0.78rem;
  font-weight: 800;
  ${(p) => {
    const c =
      STATUS_COLORS[
        p.$state === 'passed' ? 'complete' : p.$state === 'failed' ? 'in_progress' : 'not_started'
      ];
    return `background: ${c.background}; color: ${c.color}; border: 1px solid ${c.border};`;
  }}
`;

/** A student's best score in a chapter's quiz, with passed or not yet in words for the hover and screen readers. */
export function QuizGridCell({
  student,
  chapter,
}: {
  student: ReportStudent;
  chapter: { id: number; name: string };
}) {
  const { t, i18n } = useTranslation();
  const cell = quizCell(student, chapter.id);
  const what =
    cell.state === 'none'
      ? t('quiz.grid.notTaken')
      : `${t(cell.state === 'passed' ? 'quiz.grid.passed' : 'quiz.grid.failed', { percent: cell.percent })} (${t(
          'quiz.grid.attempts',
          { count: cell.attempts },
        )})`;
  const title = `${t('quiz.grid.columnLabel', { chapter: chapter.name })}: ${what}`;
  return (
    <td data-quiz={cell.state}>
      <QuizPill $state={cell.state} role="img" title={title} aria-label={`${student.username} ${title}`}>
        {cell.state === 'none' ? '–' : formatPercent(i18n.language, cell.percent)}
      </QuizPill>
    </td>
  );
}
