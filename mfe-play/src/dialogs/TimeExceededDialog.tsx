import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

export function TimeExceededDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.timeout.title')} onClose={onClose}>
      <p>{t('dialog.timeout.text')}</p>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
