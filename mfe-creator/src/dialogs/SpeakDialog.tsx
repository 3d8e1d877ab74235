import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, FormField } from '@pylands/shared-ui';
import { ANY_TEXT, canConfirmSpeak, DEFAULT_SPEAK_PHRASE, speakData } from '@pylands/game-engine';
import { Intro } from './PickerGrid';

interface Props {
  onConfirm: (data: string) => void;
  onCancel: () => void;
}

/** Speak config (doc 1 §4/§5): a required phrase, or any text; confirms only with one of them. */
export function SpeakDialog({ onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [config, setConfig] = useState({ allowAnyText: false, requiredPhrase: DEFAULT_SPEAK_PHRASE });
  const ok = canConfirmSpeak(config);
  return (
    <Dialog title={t('creator.speak.title')} onClose={onCancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onConfirm(speakData(config, ANY_TEXT));
        }}
      >
        <Intro>{t('creator.speak.intro')}</Intro>
        <FormField>
          <span>{t('creator.speak.phrase')}</span>
          <input
            value={config.requiredPhrase}
            disabled={config.allowAnyText}
            onChange={(e) => setConfig({ ...config, requiredPhrase: e.target.value })}
          />
        </FormField>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
          <input
            type="checkbox"
            checked={config.allowAnyText}
            onChange={(e) => setConfig({ ...config, allowAnyText: e.target.checked })}
          />
          {t('creator.speak.anyText')}
        </label>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('creator.cancel')}
          </Button>
          <Button type="submit" disabled={!ok}>
            {t('creator.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
