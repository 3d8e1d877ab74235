import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n';

/**
 * A character's name as people read it ("Wizard1" → "Wizard 1"), from the locale files
 * (`avatar.name.*`). The one place cards, the choose-student dialog, the menu and the avatar picker
 * name a character; an unknown id is spaced out rather than shown raw.
 */
export function useCharacterName(): (character: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (character: string) =>
      t(`avatar.name.${character}` as TranslationKey, {
        defaultValue: character.replace(/([a-z])([A-Z0-9])/g, '$1 $2'),
      }),
    [t],
  );
}
