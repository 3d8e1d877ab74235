import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Icon } from '@pylands/shared-ui';
import { QuizOfferButton } from './QuizOfferButton';

const Stars = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-end;
  gap: 6px;
  margin: 8px 0 12px;
  color: ${(p) => p.theme.colors.warning};
  filter: drop-shadow(0 0 10px rgba(255, 200, 87, 0.35));
  svg:nth-child(2) {
    transform: translateY(-10px);
  }
`;

/** A won level; at the end of a chapter with a quiz, the quiz is offered first (issue 23). */
export function LevelCompleteDialog({
  onNext,
  onClose,
  quizPath = null,
  onQuiz,
}: {
  onNext: (() => void) | null;
  onClose: () => void;
  /** The chapter quiz to offer (path without the language), or null. */
  quizPath?: string | null;
  onQuiz?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.complete.title')} onClose={onClose}>
      <Stars aria-hidden>
        <Icon name="star" size={44} />
        <Icon name="star" size={56} />
        <Icon name="star" size={44} />
      </Stars>
      <p>
        {onNext ? t('dialog.complete.text') : quizPath ? t('quiz.offer.text') : t('dialog.complete.endText')}
      </p>
      {onNext && quizPath && <p>{t('quiz.offer.text')}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('dialog.complete.stay')}
        </Button>
        {onNext && (
          <Button $variant={quizPath ? 'secondary' : 'primary'} onClick={onNext}>
            {t('dialog.complete.next')}
          </Button>
        )}
        {quizPath && <QuizOfferButton path={quizPath} onClick={onQuiz} />}
      </DialogActions>
    </Dialog>
  );
}
