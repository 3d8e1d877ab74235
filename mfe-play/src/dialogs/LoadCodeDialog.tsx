import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

/** Reads a chosen file as text and puts it in the editor. */
export function LoadCodeDialog({ onLoad, onClose }: { onLoad: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog title={t('load.title')} onClose={onClose}>
      <input
        ref={input}
        type="file"
        accept=".py,.txt,text/plain,text/x-python"
        hidden
        aria-label={t('load.chooseFile')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          file
            .text()
            .then((text) => {
              onLoad(text);
              onClose();
            })
            .catch((error: unknown) => console.error('Could not read the file', error));
        }}
      />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => input.current?.click()}>{t('load.chooseFile')}</Button>
      </DialogActions>
    </Dialog>
  );
}
