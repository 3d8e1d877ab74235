import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, type TranslationKey } from '@pylands/shared-ui';
import { BUILD_STRUCTURES } from '@pylands/game-engine';
import { PickerCard, PickerGrid } from './PickerGrid';
import { Sprite } from './Sprite';

interface Props {
  selected: string;
  onPick: (buildType: string) => void;
  onClose: () => void;
}

/** The build structure picker (doc 1 §3 "Build structures"), each with its sprite. */
export function StructurePicker({ selected, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('creator.structure.title')} onClose={onClose} width={640}>
      <PickerGrid>
        {BUILD_STRUCTURES.map((s) => (
          <PickerCard
            key={s.buildType}
            type="button"
            $selected={s.buildType === selected}
            aria-pressed={s.buildType === selected}
            onClick={() => onPick(s.buildType)}
          >
            <Sprite name={s.buildType} size={s.size === 'big' ? 48 : 32} />
            {t(`creator.structure.${s.buildType}` as TranslationKey)}
          </PickerCard>
        ))}
      </PickerGrid>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('creator.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
