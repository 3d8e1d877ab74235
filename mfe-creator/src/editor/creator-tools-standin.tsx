import type { ReactNode } from 'react';
import type { CreatorDraft } from '@pylands/game-engine';

/**
 * STAND-IN for creator-map's `useCreatorTools` (mfe-creator/src/map), replaced when h/creator-map
 * is merged: it draws no map and its tools do nothing, so the page around it can be built and tested.
 */
export function useCreatorTools(
  _draft: CreatorDraft,
  _onChange: (next: CreatorDraft) => void,
): {
  canvas: ReactNode;
  dialogs: ReactNode;
  setPlayerStart(): void;
  openItems(): void;
  openCommands(): void;
  openCodeTutorial(): void;
  mode: 'idle' | 'placing' | 'target' | 'start' | 'speak' | 'build';
} {
  return {
    canvas: null,
    dialogs: null,
    setPlayerStart() {},
    openItems() {},
    openCommands() {},
    openCodeTutorial() {},
    mode: 'idle',
  };
}
