import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

/** The in-app leave prompt (doc 1 §8): 'You have unsaved changes. Are you sure you want to leave this page?' */
export function LeaveDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('creator.leave.title')} onClose={onStay}>
      <p>{t('creator.message.leave')}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onStay}>
          {t('creator.leave.stay')}
        </Button>
        <Button type="button" $variant="danger" onClick={onLeave}>
          {t('creator.leave.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
