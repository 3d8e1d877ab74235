import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PopupAnswer, PopupRequest } from '@pylands/python-runner/browser';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

const Text = styled.div`
  min-height: 50px;
  max-height: 150px; /* spec: popup scroll area max height 150 px */
  overflow-y: auto;
  white-space: pre-wrap;
  font-size: 1.1rem;
`;

const TITLES = {
  write: 'popup.write',
  read: 'popup.read',
  display: 'popup.display',
  question: 'popup.question',
} as const;

/** write/read/display/question pause the program; the answer (or closing) resumes it. */
export function GamePopup({
  popup,
  onAnswer,
}: {
  popup: PopupRequest;
  onAnswer: (answer: PopupAnswer) => void;
}) {
  const { t } = useTranslation();
  const isQuestion = popup.kind === 'question';
  return (
    <Dialog title={t(TITLES[popup.kind])} onClose={isQuestion ? undefined : () => onAnswer(null)} width={400}>
      <Text>{popup.text}</Text>
      <DialogActions>
        {isQuestion ? (
          <>
            <Button $variant="secondary" onClick={() => onAnswer(false)}>
              {t('popup.no')}
            </Button>
            <Button onClick={() => onAnswer(true)}>{t('popup.yes')}</Button>
          </>
        ) : (
          <Button onClick={() => onAnswer(null)}>{t('common.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
