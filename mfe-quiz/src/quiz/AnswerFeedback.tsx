import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QuizAnswerResponse, QuizQuestionView } from '@pylands/contracts';
import { Icon } from '@pylands/shared-ui';
import { InlineCode } from './InlineCode';
import { CodeBlock } from './quiz-layout';

const Box = styled.div<{ $right: boolean }>`
  margin-top: 20px;
  padding: 16px 18px;
  border-radius: 14px;
  border: 2px solid ${(p) => (p.$right ? p.theme.colors.primary : p.theme.colors.warning)};
  background: ${(p) => (p.$right ? 'rgba(63, 191, 95, 0.12)' : 'rgba(255, 200, 87, 0.1)')};
  &:focus {
    outline: none;
  }
  p {
    margin: 8px 0 0;
    line-height: 1.5;
  }
  pre {
    margin: 10px 0 0;
  }
`;

const Verdict = styled.h2<{ $right: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 1.3rem;
  color: ${(p) => (p.$right ? p.theme.colors.primary : p.theme.colors.warning)};
`;

/** Right or not, why, and the right answer when it was not; takes the focus so it is read out. */
export function AnswerFeedback({
  question,
  verdict,
}: {
  question: QuizQuestionView;
  verdict: QuizAnswerResponse;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const rightOption =
    question.kind !== 'order' && verdict.correct_choice !== undefined
      ? question.options[verdict.correct_choice]
      : null;
  return (
    <Box ref={box} tabIndex={-1} $right={verdict.correct} role="status" data-testid="quiz-feedback">
      <Verdict $right={verdict.correct}>
        <Icon name={verdict.correct ? 'check' : 'lightbulb'} size={24} strokeWidth={3} />
        {verdict.correct ? t('quiz.right') : t('quiz.wrong')}
      </Verdict>
      {!verdict.correct && rightOption !== null && (
        <p>
          <strong>{t('quiz.rightAnswer')}</strong>{' '}
          <InlineCode text={question.kind === 'output' ? `\`${rightOption}\`` : rightOption} />
        </p>
      )}
      {!verdict.correct && verdict.correct_lines && (
        <>
          <p>
            <strong>{t('quiz.rightOrder')}</strong>
          </p>
          <CodeBlock>{verdict.correct_lines.join('\n')}</CodeBlock>
        </>
      )}
      <p>
        <InlineCode text={verdict.explanation} />
      </p>
    </Box>
  );
}
