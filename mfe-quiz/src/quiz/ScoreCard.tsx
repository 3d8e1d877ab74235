import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QuizScore, QuizView } from '@pylands/contracts';
import { Button, formatPercent, Icon, LocaleLink } from '@pylands/shared-ui';
import { Actions, Card, ChapterLabel, Notice } from './quiz-layout';

const Medal = styled.div<{ $passed: boolean }>`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 2px;
  width: 160px;
  height: 160px;
  margin: 18px auto 8px;
  border-radius: 50%;
  border: 8px solid ${(p) => (p.$passed ? p.theme.colors.primary : p.theme.colors.warning)};
  background: ${(p) => p.theme.colors.background};
  box-shadow: 0 0 28px ${(p) => (p.$passed ? 'rgba(63, 191, 95, 0.4)' : 'rgba(255, 200, 87, 0.3)')};
  strong {
    /* "100%" fits inside the ring with the icon above it. */
    font-size: 2.1rem;
    line-height: 1;
  }
`;

const Centre = styled.div`
  text-align: center;
  h1 {
    margin: 8px 0 4px;
    font-size: 1.8rem;
  }
  p {
    margin: 6px 0;
    font-size: 1.1rem;
  }
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

interface ScoreCardProps {
  view: QuizView;
  score: QuizScore;
  /** The student's best percent after this attempt; null for a visitor. */
  best: number | null;
  back: string;
  nextChapter: string | null;
  onRetry: () => Promise<boolean>;
}

/** The finished attempt: right answers of all, percent, passed or not, retry and where to go next. */
export function ScoreCard({ view, score, best, back, nextChapter, onRetry }: ScoreCardProps) {
  const { t, i18n } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const [failed, setFailed] = useState(false);
  const retry = async () => {
    setRetrying(true);
    const started = await onRetry();
    setFailed(!started);
    setRetrying(false);
  };
  return (
    <Card aria-labelledby="quiz-score-title">
      <ChapterLabel>{t('quiz.chapterQuiz', { chapter: view.title })}</ChapterLabel>
      <Centre>
        <Medal $passed={score.passed} aria-hidden>
          {score.passed ? <Icon name="trophy" size={40} /> : <Icon name="star" size={40} />}
          <strong>{formatPercent(i18n.language, score.percent)}</strong>
        </Medal>
        <h1 id="quiz-score-title">
          {score.passed ? t('quiz.score.passedTitle') : t('quiz.score.notPassedTitle')}
        </h1>
        <p data-testid="quiz-score">
          {t('quiz.score.correct', { correct: score.correct, total: score.total, percent: score.percent })}
        </p>
        <p>
          {score.passed
            ? t('quiz.score.passed', { pass: view.pass_percent })
            : t('quiz.score.notPassed', { pass: view.pass_percent })}
        </p>
        {best !== null && best > score.percent && <Muted>{t('quiz.score.best', { percent: best })}</Muted>}
      </Centre>
      {failed && <Notice role="alert">{t('quiz.retryFailed')}</Notice>}
      <Actions style={{ justifyContent: 'center' }}>
        <Button as={LocaleLink} to={back} $variant="secondary">
          {t('quiz.backToCourse')}
        </Button>
        <Button
          type="button"
          $variant={score.passed ? 'secondary' : 'primary'}
          onClick={retry}
          disabled={retrying}
        >
          <Icon name="retry" size={18} />
          {t('quiz.retry')}
        </Button>
        {score.passed && nextChapter && (
          <Button as={LocaleLink} to={nextChapter}>
            {t('quiz.nextChapter')}
            <Icon name="arrowRight" size={18} />
          </Button>
        )}
      </Actions>
    </Card>
  );
}
