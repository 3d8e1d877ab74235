import type { CreatorDraft } from '@pylands/game-engine';
import { BuildDialog } from '../dialogs/BuildDialog';
import { CodeTutorialDialog } from '../dialogs/CodeTutorialDialog';
import { CommandsDialog } from '../dialogs/CommandsDialog';
import { ItemsDialog } from '../dialogs/ItemsDialog';
import { SpeakDialog } from '../dialogs/SpeakDialog';
import type { ToolEvent, ToolState } from '../tools/types';

export type SideDialog = 'items' | 'commands' | 'code' | null;

interface Props {
  tool: ToolState;
  side: SideDialog;
  draft: CreatorDraft;
  dispatch: (event: ToolEvent) => void;
  closeSide: () => void;
  onChange: (next: CreatorDraft) => void;
}

/** The editor's dialogs: the speak and build set-ups of the tools, and Items, Commands, Code & Tutorial. */
export function ToolDialogs({ tool, side, draft, dispatch, closeSide, onChange }: Props) {
  if (tool.mode === 'speak')
    return (
      <SpeakDialog
        onConfirm={(data) => dispatch({ type: 'speakConfirm', data })}
        onCancel={() => dispatch({ type: 'speakCancel' })}
      />
    );
  if (tool.mode === 'build')
    return (
      <BuildDialog
        onConfirm={(buildData) => dispatch({ type: 'buildConfirm', buildData })}
        onCancel={() => dispatch({ type: 'buildCancel' })}
      />
    );
  if (side === 'items')
    return (
      <ItemsDialog
        onPick={(type) => {
          closeSide();
          dispatch({ type: 'choose', choice: { kind: 'item', type } });
        }}
        onClose={closeSide}
      />
    );
  if (side === 'commands')
    return (
      <CommandsDialog
        onPick={(action, xmarkType) => {
          closeSide();
          dispatch({ type: 'choose', choice: { kind: 'command', action, xmarkType } });
        }}
        onClose={closeSide}
      />
    );
  if (side === 'code')
    return (
      <CodeTutorialDialog
        codeTemplate={draft.codeTemplate}
        tutorial={draft.tutorial}
        onChange={(change) => onChange({ ...draft, ...change })}
        onClose={closeSide}
      />
    );
  return null;
}
