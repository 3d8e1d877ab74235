import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin: 10px 0 4px;
  font-weight: 700;
  color: ${(p) => p.theme.colors.textMuted};
  white-space: nowrap;
`;

const Track = styled.div`
  flex: 1;
  height: 12px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.background};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number }>`
  width: ${(p) => p.$share * 100}%;
  height: 100%;
  border-radius: 6px;
  background: linear-gradient(90deg, ${(p) => p.theme.colors.primary}, ${(p) => p.theme.colors.primaryHover});
  transition: width 0.3s ease-out;
`;

/** "Question 2 of 7" and a bar filled by the questions answered so far. */
export function QuizProgressBar({ n, total, answered }: { n: number; total: number; answered: number }) {
  const { t } = useTranslation();
  const label = t('quiz.progress', { n, total });
  return (
    <Row>
      <span>{label}</span>
      <Track
        role="progressbar"
        aria-label={t('quiz.answeredLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={t('quiz.answeredOf', { answered, total })}
      >
        <Fill $share={total ? answered / total : 0} />
      </Track>
    </Row>
  );
}
