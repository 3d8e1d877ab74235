import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, type TranslationKey } from '@pylands/shared-ui';
import {
  COMMAND_NAMES,
  CREATOR_COMMANDS,
  XMARK_STYLES,
  type CreatorCommand,
  type XmarkStyle,
} from '@pylands/game-engine';
import { GroupTitle, Intro, PickerCard, PickerGrid } from './PickerGrid';
import { Sprite } from './Sprite';

const Code = styled.code`
  font-family: ${(p) => p.theme.monoFont};
  font-size: 1rem;
`;

const Soon = styled.span`
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.warning};
`;

/** Commands a marker may ask for later: every player command but walking and turning. */
const LATER = COMMAND_NAMES.filter(
  (c) =>
    !['move_forward', 'turn_left', 'turn_right'].includes(c) &&
    !(CREATOR_COMMANDS as readonly string[]).includes(c),
);

interface Props {
  onPick: (action: CreatorCommand, xmarkType: XmarkStyle) => void;
  onClose: () => void;
}

/** Command markers (doc 1 §3): speak and build now, in an X-mark style; the others coming soon. */
export function CommandsDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [style, setStyle] = useState<XmarkStyle>('xmark');
  return (
    <Dialog title={t('creator.commands.title')} onClose={onClose} width={720}>
      <Intro>{t('creator.commands.intro')}</Intro>
      <GroupTitle id="xmark-style">{t('creator.commands.style')}</GroupTitle>
      <PickerGrid role="radiogroup" aria-labelledby="xmark-style">
        {XMARK_STYLES.map((s) => (
          <PickerCard
            key={s}
            type="button"
            role="radio"
            aria-checked={style === s}
            $selected={style === s}
            onClick={() => setStyle(s)}
          >
            <Sprite name={s} />
            {t(`creator.xmark.${s}` as TranslationKey)}
          </PickerCard>
        ))}
      </PickerGrid>
      <PickerGrid>
        {CREATOR_COMMANDS.map((command) => (
          <PickerCard key={command} type="button" onClick={() => onPick(command, style)}>
            <Code>{command}()</Code>
            {t(`creator.commands.${command}` as TranslationKey)}
          </PickerCard>
        ))}
        {LATER.map((command) => (
          <PickerCard key={command} type="button" disabled>
            <Code>{command}()</Code>
            <Soon>{t('creator.commands.comingSoon')}</Soon>
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
