import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LocaleLink } from '@pylands/shared-ui';
import type { NextStep, PreviousStep } from '../navigation/level-navigation';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 10px;
`;

function DisabledWithReason({ label, reason }: { label: string; reason: string }) {
  // A disabled button gets no pointer events, so the tooltip sits on its wrapper; the button's
  // accessible name carries the reason for screen readers.
  return (
    <span title={reason}>
      <Button $variant="secondary" disabled aria-label={`${label}: ${reason}`}>
        {label}
      </Button>
    </span>
  );
}

/** Previous and next buttons; a disabled one says why in its tooltip (doc 2 §4). */
export function LevelNavigation({
  courseId,
  next,
  previous,
}: {
  courseId: string;
  next: NextStep;
  previous: PreviousStep;
}) {
  const { t } = useTranslation();
  const previousLabel = `← ${t('play.previousLevel')}`;
  const nextLabel = `${t('play.nextLevel')} →`;
  return (
    <Row>
      {previous.reason === 'NONE' && previous.level ? (
        <Button as={LocaleLink} to={`play/${courseId}/${previous.level.slug}`} $variant="secondary">
          {previousLabel}
        </Button>
      ) : (
        <DisabledWithReason
          label={previousLabel}
          reason={t(`play.previous.${previous.reason as 'FIRST_LEVEL'}`)}
        />
      )}
      {next.reason === 'QUIZ_REQUIRED' && next.quizPath ? (
        <Button as={LocaleLink} to={next.quizPath} title={t('play.next.QUIZ_REQUIRED')}>
          {t('play.takeQuiz')}
        </Button>
      ) : next.reason === 'NONE' && next.level ? (
        <Button as={LocaleLink} to={`play/${courseId}/${next.level.slug}`} $variant="secondary">
          {nextLabel}
        </Button>
      ) : (
        <DisabledWithReason label={nextLabel} reason={t(`play.next.${next.reason as 'END_OF_CONTENT'}`)} />
      )}
    </Row>
  );
}
