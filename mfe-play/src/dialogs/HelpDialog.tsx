import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

export function HelpDialog({ hint, onClose }: { hint: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('help.title')} onClose={onClose}>
      <p>{t('help.text')}</p>
      {hint && <p>💡 {hint}</p>}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
