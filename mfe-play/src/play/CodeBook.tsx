import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  COMMAND_DOCS,
  RECIPES,
  commandDescriptionKey,
  ingredientNameKey,
  recipeNameKey,
  type Ingredient,
} from '@pylands/game-engine';
import { Button, useFocusTrap } from '@pylands/shared-ui';
import { CommandSignature } from './CommandSignature';

const Drawer = styled.aside`
  position: fixed;
  top: 0;
  inset-inline-end: 0;
  bottom: 0;
  width: min(680px, 100vw);
  background: ${(p) => p.theme.colors.surface};
  border-inline-start: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: -20px 0 60px rgba(0, 0, 0, 0.45);
  z-index: 900;
  overflow-y: auto;
  padding: 20px 24px;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Entry = styled.li`
  list-style: none;
  padding: 10px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "4 × log", or "1 × red berry or 1 × strawberry", in the child's language. */
function ingredientText(t: Translate, i: Ingredient): string {
  const one = (type: string) =>
    t('codeBook.ingredient', { amount: i.amount, item: t(ingredientNameKey(type)) });
  return (i.alternatives ?? []).reduce(
    (text, type) => t('codeBook.either', { first: text, second: one(type) }),
    one(i.type),
  );
}

/** Every player command, the ones that wait for a popup, and the recipes (doc 2 §2, §9). */
export function CodeBook({ onClose }: { onClose: () => void }) {
  const { t: translate } = useTranslation();
  const t: Translate = (key, values) => translate(key, values ?? {});
  const drawer = useRef<HTMLElement>(null);
  useFocusTrap(drawer);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const commands = COMMAND_DOCS.filter((c) => !c.async);
  const waiting = COMMAND_DOCS.filter((c) => c.async);
  return (
    <Drawer ref={drawer} role="dialog" aria-modal="true" aria-label={t('codeBook.title')}>
      <Header>
        <h2>{t('codeBook.title')}</h2>
        <Button $variant="secondary" $small onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </Header>
      <h3>{t('codeBook.commands')}</h3>
      <ul style={{ padding: 0 }}>
        {commands.map((doc) => (
          <Entry key={doc.name}>
            <CommandSignature doc={doc} />
            <p>{t(commandDescriptionKey(doc.name))}</p>
          </Entry>
        ))}
      </ul>
      <h3>{t('codeBook.asyncCommands')}</h3>
      <p>{t('codeBook.asyncNote')}</p>
      <ul style={{ padding: 0 }}>
        {waiting.map((doc) => (
          <Entry key={doc.name}>
            <CommandSignature doc={doc} />
            <p>{t(commandDescriptionKey(doc.name))}</p>
          </Entry>
        ))}
      </ul>
      <h3>{t('codeBook.recipes')}</h3>
      <ul style={{ padding: 0 }}>
        {RECIPES.map((recipe) => (
          <Entry key={recipe.name}>
            <strong>{t(recipeNameKey(recipe))}</strong>
            <p>{recipe.ingredients.map((i) => ingredientText(t, i)).join(', ')}</p>
          </Entry>
        ))}
      </ul>
    </Drawer>
  );
}
