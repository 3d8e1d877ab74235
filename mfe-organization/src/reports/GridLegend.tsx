import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CELL_STATUSES } from './grid-status';
import { CellSwatch, STATUS_MARKS } from './cell-style';
import { QuizPill } from './QuizGridCell';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 8px 0 12px;
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

/** What each cell colour means (the cells also carry a mark, for readers who do not see colour). */
export function GridLegend({ withQuiz = false }: { withQuiz?: boolean }) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('org.grid.legendLabel')}>
      {CELL_STATUSES.map((status) => (
        <li key={status}>
          <CellSwatch $status={status} aria-hidden="true">
            {STATUS_MARKS[status]}
          </CellSwatch>
          {t(`org.grid.legend.${status}`)}
        </li>
      ))}
      {withQuiz && (
        <li>
          <QuizPill $state="passed" aria-hidden="true">
            %
          </QuizPill>
          {t('quiz.grid.legend')}
        </li>
      )}
    </List>
  );
}
