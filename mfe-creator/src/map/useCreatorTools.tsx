import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreatorDraft } from '@pylands/game-engine';
import { Spinner } from '@pylands/shared-ui';
import type { ToolMode } from '../tools/types';
import { EditorMap } from './EditorMap';
import { MapHint } from './MapHint';
import { ToolDialogs, type SideDialog } from './ToolDialogs';
import { useEditorArt } from './useEditorArt';
import { useEditorKeys } from './useEditorKeys';
import { useTemplateMap } from './useTemplateMap';
import { useToolMachine } from './useToolMachine';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Centered = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface CreatorTools {
  canvas: ReactNode;
  dialogs: ReactNode;
  setPlayerStart(): void;
  openItems(): void;
  openCommands(): void;
  openCodeTutorial(): void;
  mode: ToolMode;
}

/**
 * The level editor's map and its tools (the agreed interface with the editor page): the map to
 * place items on, the dialogs, and what the top bar's buttons call. `onChange` receives the draft
 * with its goals regenerated from its items.
 */
export function useCreatorTools(draft: CreatorDraft, onChange: (next: CreatorDraft) => void): CreatorTools {
  const { t } = useTranslation();
  const map = useTemplateMap(draft.mapPath);
  const tiled = map.status === 'ready' ? map.map : null;
  const { tool, dispatch } = useToolMachine(
    draft,
    onChange,
    tiled && { width: tiled.width, height: tiled.height },
  );
  const art = useEditorArt(tiled, draft.items);
  const [side, setSide] = useState<SideDialog>(null);
  const modal = tool.mode === 'speak' || tool.mode === 'build';
  useEditorKeys(!modal && side === null, dispatch);

  const open = useCallback(
    (dialog: SideDialog) => {
      dispatch({ type: 'dialogOpened' });
      setSide(dialog);
    },
    [dispatch],
  );

  const canvas = (
    <Column data-draft={JSON.stringify(draft)}>
      <MapHint tool={tool} />
      {art ? (
        <EditorMap art={art} draft={draft} tool={tool} onEvent={dispatch} />
      ) : (
        <Centered role="status">
          {map.status === 'failed' ? (
            t('creator.map.loadFailed')
          ) : (
            <Spinner aria-label={t('creator.map.loading')} />
          )}
        </Centered>
      )}
    </Column>
  );
  const dialogs = (
    <ToolDialogs
      tool={tool}
      side={side}
      draft={draft}
      dispatch={dispatch}
      closeSide={() => setSide(null)}
      onChange={onChange}
    />
  );
  return {
    canvas,
    dialogs,
    setPlayerStart: () => dispatch({ type: 'toggleStart' }),
    openItems: () => open('items'),
    openCommands: () => open('commands'),
    openCodeTutorial: () => open('code'),
    mode: tool.mode,
  };
}
