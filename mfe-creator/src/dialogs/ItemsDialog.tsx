import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';
import { COLLECTABLE_GROUPS, COLLECTABLES } from '@pylands/game-engine';
import type { TranslationKey } from '@pylands/shared-ui';
import { GroupTitle, Intro, PickerCard, PickerGrid } from './PickerGrid';
import { Sprite } from './Sprite';

interface Props {
  onPick: (type: string) => void;
  onClose: () => void;
}

/** The collectable catalogue (doc 1 §3) by group, each with its sprite; picking one starts placing it. */
export function ItemsDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('creator.items.title')} onClose={onClose} width={760}>
      <Intro>{t('creator.items.intro')}</Intro>
      {COLLECTABLE_GROUPS.map((group) => (
        <section key={group}>
          <GroupTitle>{t(`creator.items.group.${group}` as TranslationKey)}</GroupTitle>
          <PickerGrid>
            {COLLECTABLES[group].map((type) => (
              <PickerCard key={type} type="button" onClick={() => onPick(type)}>
                <Sprite name={type} />
                {t(`creator.item.${type}` as TranslationKey)}
              </PickerCard>
            ))}
          </PickerGrid>
        </section>
      ))}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('creator.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
