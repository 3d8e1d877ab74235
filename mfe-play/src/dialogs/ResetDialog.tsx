import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

export function ResetDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('reset.title')} onClose={onClose}>
      <p>{t('reset.text')}</p>
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
