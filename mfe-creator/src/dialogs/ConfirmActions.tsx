import { useTranslation } from 'react-i18next';
import { Button, DialogActions } from '@pylands/shared-ui';

/** Cancel and a submit Confirm that waits until the set-up may be confirmed (speak and build config). */
export function ConfirmActions({ canConfirm, onCancel }: { canConfirm: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {t('creator.cancel')}
      </Button>
      <Button type="submit" disabled={!canConfirm}>
        {t('creator.confirm')}
      </Button>
    </DialogActions>
  );
}
