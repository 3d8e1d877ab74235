import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizQuestionView, QuizView } from '@pylands/contracts';
import { Button } from '@pylands/shared-ui';
import { AnswerFeedback } from './AnswerFeedback';
import { ChoiceOptions } from './ChoiceOptions';
import { CodeSnippet } from './CodeSnippet';
import { InlineCode } from './InlineCode';
import { OrderLines } from './OrderLines';
import { Actions, Card, ChapterLabel, KindLabel, Notice, Prompt } from './quiz-layout';
import type { GivenAnswer, QuizProgress } from './quiz-progress';
import { QuizProgressBar } from './QuizProgressBar';
import type { QuizActions } from './useQuiz';

interface QuestionCardProps {
  view: QuizView;
  question: QuizQuestionView;
  /** 1-based position. */
  n: number;
  progress: QuizProgress;
  onAnswer: QuizActions['answer'];
  onNext: () => void;
}

const KIND_LABELS = {
  choice: 'quiz.kind.choice',
  output: 'quiz.kind.output',
  order: 'quiz.kind.order',
} as const;

/** One question: chapter, progress, the question by its kind, Check answer, then the feedback and Next. */
export function QuestionCard({ view, question, n, progress, onAnswer, onNext }: QuestionCardProps) {
  const { t } = useTranslation();
  const answered = progress.answers[question.id];
  const [chosen, setChosen] = useState<number | null>(null);
  const [order, setOrder] = useState(() =>
    question.kind === 'order' ? question.lines.map((_, i) => i) : [],
  );
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<'failed' | 'restarted' | null>(null);
  const given: GivenAnswer | null =
    question.kind === 'order' ? { order } : chosen === null ? null : { choice: chosen };

  const check = async () => {
    if (!given || sending) return;
    setSending(true);
    setProblem(await onAnswer(question.id, given));
    setSending(false);
  };
  const last = n === view.questions.length;
  const shownOrder = answered && 'order' in answered.given ? answered.given.order : order;

  return (
    <Card aria-labelledby="quiz-prompt">
      <ChapterLabel>{t('quiz.chapterQuiz', { chapter: view.title })}</ChapterLabel>
      <QuizProgressBar n={n} total={view.questions.length} answered={Object.keys(progress.answers).length} />
      <KindLabel>{t(KIND_LABELS[question.kind])}</KindLabel>
      <Prompt id="quiz-prompt">
        <InlineCode text={question.prompt} />
      </Prompt>
      {question.kind === 'output' && <CodeSnippet code={question.code} />}
      {question.kind === 'order' ? (
        <>
          {!answered && <p>{t('quiz.order.help')}</p>}
          <OrderLines
            lines={question.lines}
            order={shownOrder}
            onReorder={setOrder}
            locked={!!answered || sending}
          />
        </>
      ) : (
        <ChoiceOptions
          options={question.options}
          chosen={chosen}
          onChoose={setChosen}
          mono={question.kind === 'output'}
          verdict={
            answered && 'choice' in answered.given
              ? { given: answered.given.choice, right: answered.verdict.correct_choice }
              : null
          }
        />
      )}
      {answered && <AnswerFeedback question={question} verdict={answered.verdict} />}
      {problem && !answered && (
        <Notice role="alert">{t(problem === 'failed' ? 'quiz.answerFailed' : 'quiz.attemptLost')}</Notice>
      )}
      <Actions>
        {answered ? (
          <Button type="button" onClick={onNext}>
            {last ? t('quiz.seeScore') : t('quiz.next')}
          </Button>
        ) : (
          <Button type="button" onClick={check} disabled={!given || sending}>
            {sending ? t('quiz.checking') : problem === 'failed' ? t('quiz.tryAgain') : t('quiz.check')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
