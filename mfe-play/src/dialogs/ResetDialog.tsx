import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

/** `text`: what is put back (a level's starting code unless told otherwise). */
export function ResetDialog({
  onConfirm,
  onClose,
  text,
}: {
  onConfirm: () => void;
  onClose: () => void;
  text?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('reset.title')} onClose={onClose}>
      <p>{text ?? t('reset.text')}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button $variant="danger" onClick={onConfirm}>
          {t('reset.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
