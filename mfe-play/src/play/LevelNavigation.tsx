import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Icon, LocaleLink } from '@pylands/shared-ui';
import type { NextStep, PreviousStep } from '../navigation/level-navigation';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 10px;
`;

type Direction = 'previous' | 'next';

/** The label with an arrow icon before (previous) or after (next); the text alone names the button. */
function Label({ text, direction }: { text: string; direction: Direction }) {
  return direction === 'previous' ? (
    <>
      <Icon name="arrowLeft" size={16} /> {text}
    </>
  ) : (
    <>
      {text} <Icon name="arrowRight" size={16} />
    </>
  );
}

function DisabledWithReason({
  label,
  reason,
  direction,
}: {
  label: string;
  reason: string;
  direction: Direction;
}) {
  // A disabled button gets no pointer events, so the tooltip sits on its wrapper; the button's
  // accessible name carries the reason for screen readers.
  return (
    <span title={reason}>
      <Button $variant="secondary" disabled aria-label={`${label}: ${reason}`}>
        <Label text={label} direction={direction} />
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
  const previousLabel = t('play.previousLevel');
  const nextLabel = t('play.nextLevel');
  return (
    <Row>
      {previous.reason === 'NONE' && previous.level ? (
        <Button as={LocaleLink} to={`play/${courseId}/${previous.level.slug}`} $variant="secondary">
          <Label text={previousLabel} direction="previous" />
        </Button>
      ) : (
        <DisabledWithReason
          direction="previous"
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
          <Label text={nextLabel} direction="next" />
        </Button>
      ) : (
        <DisabledWithReason
          direction="next"
          label={nextLabel}
          reason={t(`play.next.${next.reason as 'END_OF_CONTENT'}`)}
        />
      )}
    </Row>
  );
}
