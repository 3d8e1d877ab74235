import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

const Stars = styled.div`
  font-size: 2.6rem;
  text-align: center;
  margin: 8px 0 12px;
`;

export function LevelCompleteDialog({
  onNext,
  onClose,
}: {
  onNext: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.complete.title')} onClose={onClose}>
      <Stars aria-hidden>⭐⭐⭐</Stars>
      <p>{onNext ? t('dialog.complete.text') : t('dialog.complete.endText')}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('dialog.complete.stay')}
        </Button>
        {onNext && <Button onClick={onNext}>{t('dialog.complete.next')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
